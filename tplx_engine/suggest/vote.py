"""Suggested labels: the template-free extractors vote on template nodes (SPEC §0, §6, §7).

SPEC §0: "template-free extractors (main content, forum posts, title, date, repeated records)
propose labels so that an analyst confirms instead of starting from nothing". The SPEC says no
more; this module is the product's reading of it:

1. For each template, sample up to ``SuggestOptions.sample`` member pages (the medoid plus
   members evenly spaced, like induction's sample) and align each to the template.
2. Learn the cluster's content model from those pages (``extract.content.learn``: the
   boilerplate texts and the content node).
3. Run the extractors on the page as the template stage parsed it and place every result node
   on the template (``page.page_hits``): ``extract_title`` (TITLE), every full date of the
   page (DATE), the template-aware content (CONTENT), ``extract_posts`` (POST = the
   post element, POST_TEXT = its message, POST_DATE, POST_AUTHOR). Nodes are mapped with the
   labels' own resolver (``labels.resolve_page_node``); where the template helps (the title
   heading is template text, the latest date is a reply's...) page.py refines them.
4. Vote: a suggestion is a (field, target) pair; ``support`` = sampled pages where the
   extractor put that field on that target, ``confidence`` = support / pages sampled. Pairs
   below ``min_support`` pages or ``min_confidence`` are dropped; at most
   ``max_per_field`` targets per field are kept, best first (ties: the target the source
   rule picked on more pages, then template order). A single-valued field's targets on other
   alternatives of the best target's optional part are kept below ``min_confidence`` (pages
   of another layout: ``jobs.suggestions.accept_above`` accepts them with the best).

Decisions (not in the sources), each settable or stated:
- A thread of one post (``pean`` anchor kind "single") votes for no POST field: one dated
  message with an author link is also what a news article or a blog post shows, and a
  forum's template gets its POST fields from its threads with replies. The page's content
  is left out as a post's only when the posts carry dates or other post marks: repeated
  boxes alone ("records") are also an article's sections (bench/zero_click.py: BBC pages
  lost their CONTENT to their own paragraphs).
- A node and a text piece of it are one place of a field (``same_place``): only the better
  ranked of the two is proposed.
- A page DATE that lands on the node of a POST_DATE is a post's date (the latest date of a
  thread is its last reply), not a page date: it is not suggested as DATE.
- Fields are named as the demo's ground truth names them (POST_AUTHOR, not AUTHOR: a news
  AUTHOR is another field); accepting (``jobs.suggestions.accept``) takes another name if the
  analyst wants one.
- Suggestions live in their own table of the project, apart from labels. Accepting makes the label with ``labels.label_xpath`` on the stored example page node (so
  the label carries an example page and XPath, like a hand-made one, and survives
  re-induction the same way), single-valued for TITLE/DATE/CONTENT and a list for the POST
  fields (the occurrence inside a merged record is then chosen as ``label_value`` chooses it:
  content + editor line, message + signature), and marks the suggestion accepted in the same
  transaction;
  ``reject`` marks it rejected. Re-suggesting replaces the *proposed* rows of the templates it
  runs on and never proposes again a (template, target, field) that was rejected, accepted or
  is already labelled. Node ids change when a template is re-induced; a rejection is keyed by
  them, so a rejected suggestion may come back after re-induction (on the new node).
"""

from __future__ import annotations

import re
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from datetime import datetime

import numpy as np

from ..budget import within_budget
from ..errors import PageError, PageTooComplex
from ..extract.content import learn
from ..model import Suggestion
from ..progress import SILENT, Reporter
from ..template.match import match_page
from ..template.model import Template
from ..template.page import PageView
from ..templatefree.dates import fetch_time
from .fields import label_value_fields
from .page import DATE_CANDIDATE, Hit, page_hits

FIELDS = ("TITLE", "DATE", "AUTHOR", "CONTENT", "POST", "POST_TEXT", "POST_DATE", "POST_AUTHOR")
LIST_FIELDS = frozenset({"POST", "POST_TEXT", "POST_DATE", "POST_AUTHOR"})  # one value a post
EXAMPLE_CHARS = 200  # stored example values are cut here


@dataclass(frozen=True)
class SuggestOptions:
    sample: int = 20  # member pages per template the extractors run on
    min_support: int = 2  # pages (capped at the pages sampled: a 2-page cluster can vote)
    min_confidence: float = 0.3  # share of the sampled pages
    max_per_field: int = 3  # targets kept per field, most confident first
    now: datetime | None = None  # dates: latest allowed, relative ones (None: fetch or now)
    page_seconds: float | None = None  # one page's budget (read, align, extractors); None: none


@dataclass(frozen=True)
class TemplateSuggestions:
    template: Template
    sampled: int  # pages read and aligned
    suggestions: tuple[Suggestion, ...]  # proposed now (rejected/labelled ones left out)
    unplaced: dict  # field -> pages whose result fell on no template node
    unreadable: tuple[tuple[str, str], ...]


# -- voting ---------------------------------------------------------------------------------------

def vote(template: Template, per_page: Sequence[list[Hit]], options: SuggestOptions
         ) -> list[Suggestion]:
    """Suggestions of one template from the hits of its sampled pages (module docstring)."""
    sampled = len(per_page)
    if not sampled:
        return []
    pages: dict[tuple[str, str], set[str]] = {}
    picked: dict[tuple[str, str], int] = {}  # pages where the source rule chose it
    example: dict[tuple[str, str], Hit] = {}
    for hits in per_page:
        for hit in hits:
            key = (hit.field, hit.target)
            pages.setdefault(key, set()).add(hit.page_id)
            picked[key] = picked.get(key, 0) + (hit.source != DATE_CANDIDATE)
            if key not in example or (example[key].source == DATE_CANDIDATE
                                      and hit.source != DATE_CANDIDATE):
                example[key] = hit
    post_dates = {t for f, t in pages if f == "POST_DATE"}
    need = min(options.min_support, sampled)
    ranked: dict[str, list[Suggestion]] = {}
    for (field, target), seen in pages.items():
        if field == "DATE" and target in post_dates or len(seen) < need:
            continue
        hit = example[(field, target)]
        ranked.setdefault(field, []).append(Suggestion(
            None, template.id, target, field, round(len(seen) / sampled, 4), len(seen), sampled,
            hit.source, "proposed", hit.page_id, hit.xpath, hit.value[:EXAMPLE_CHARS],
            hit.prefix, hit.suffix))
    out = []
    for field in sorted(ranked, key=lambda f: FIELDS.index(f) if f in FIELDS else len(FIELDS)):
        best = sorted(ranked[field], key=lambda s: (-s.confidence, -picked[(field, s.target)],
                                                    template.node_index.get(
                                                        s.target.split("#")[0], 0)))
        kept: list[Suggestion] = []
        for s in best:
            if s.confidence >= options.min_confidence and not any(
                    same_place(k.target, s.target) for k in kept):
                kept.append(s)
        out.extend(kept[:options.max_per_field])
        if kept and field not in LIST_FIELDS:  # the pages the first leaves to other layouts
            out.extend(s for s in best if s.confidence < options.min_confidence
                       and complementary(kept[0].target, s.target))
    return out


def same_place(a: str, b: str) -> bool:
    """A node and a text piece of it (``E2:2`` and ``E2:2#0``): one place for a field, not
    two (the publication date rule names the node, the date finder the piece)."""
    node_a, _, piece_a = a.partition("#")
    node_b, _, piece_b = b.partition("#")
    return node_a == node_b and not (piece_a and piece_b)


_ALTERNATIVE = re.compile(r"^O(\d+)/(\d+):")  # template.model.on_id: O{part}/{alternative}:...


def complementary(a: str, b: str) -> bool:
    """Two targets in different alternatives of the same optional part: never on one page
    (a page takes one alternative of each optional part), so one fills where the other is
    absent."""
    ma, mb = _ALTERNATIVE.match(a), _ALTERNATIVE.match(b)
    return bool(ma and mb and ma.group(1) == mb.group(1) and ma.group(2) != mb.group(2))


# -- project API ----------------------------------------------------------------------------------

def sample_pages(template: Template, limit: int) -> list[str]:
    """All members, or the medoid plus ``limit - 1`` others evenly spaced (exactly ``limit``).

    Induction samples a cluster with ``template.induce.sample_members``, which spaces over all
    members and keeps document order; choosing the voting pages that way changes which pages
    vote (bench/suggest.py: 154 right / 5 wrong instead of 155 / 4), so the two stay apart."""
    members = list(template.members)
    if len(members) <= limit:
        return members
    others = [m for m in members if m != template.medoid]
    picks = np.linspace(0, len(others) - 1, num=limit - 1).round().astype(int)
    chosen = [others[i] for i in picks]
    return ([template.medoid] if template.medoid in members else others[-1:]) + chosen


def suggest_template(template: Template, load: Callable[[str], PageView],
                     options: SuggestOptions = SuggestOptions(), reporter: Reporter = SILENT,
                     progress: tuple[int, int] | None = None) -> TemplateSuggestions:
    """Run the extractors on a sample of the template's pages and vote (nothing stored)."""
    per_page: list[list[Hit]] = []
    unplaced: dict[str, int] = {}
    unreadable = []
    done, total = progress or (0, 0)
    matches = []
    spent: dict[str, float] = {}  # a page's one budget covers its reading, alignment and hits
    for i, page_id in enumerate(sample_pages(template, options.sample)):
        reporter.advance("suggest", done + i, total)
        started = time.monotonic()
        try:
            matches.append(within_budget(options.page_seconds, page_id,
                                         lambda p: match_page(template, load(p)), page_id))
        except PageError as exc:  # PageTooComplex too: over its budget
            unreadable.append((page_id, exc.reason))
        spent[page_id] = time.monotonic() - started
    content = learn(template, [m.page for m in matches], matches=matches)
    read: list[PageView] = []  # the pages whose extractors ran to their end, nothing else after
    for match in matches:
        try:
            now = options.now or fetch_time(match.page.fetched)  # an archived page's dates
            hits, missed = within_budget(options.page_seconds, match.page.page_id, page_hits,
                                         match, content.boilerplate, now, content,
                                         spent=spent[match.page.page_id])
        except PageTooComplex as exc:
            unreadable.append((match.page.page_id, exc.reason))
            continue
        except Exception as exc:  # noqa: BLE001 -- one broken page never stops a batch
            reason = f"internal error ({type(exc).__name__}: {exc}); please report it"
            unreadable.append((match.page.page_id, reason))
            continue
        per_page.append(hits)
        read.append(match.page)
        for field in missed:  # pages where some result of the field was no template data
            unplaced[field] = unplaced.get(field, 0) + 1
    voted = vote(template, per_page, options)
    taken = {s.field for s in voted}
    # a row already voted under the extractors' name ('作者：' beside the byline's AUTHOR)
    values = {(s.page_id, s.xpath) for s in voted} | {(s.page_id, s.example) for s in voted}
    rows = [s for s in label_value_fields(template, read, options.min_confidence)
            if s.field not in taken and (s.page_id, s.xpath) not in values
            and (s.page_id, s.example) not in values]
    return TemplateSuggestions(template, len(per_page), tuple(voted + rows), unplaced,
                               tuple(unreadable))
