"""Main content on content-dev's and portal-dev's pages with boxes set inside the article, the
way recent layouts interleave them (issue 13's losses: teaser grids, in-article boxes,
captions kept), a support appeal at its end, a threaded comment section after it, the next
article of an endless scroll after it, a cookie consent box at the end of the page, and the
article's paragraphs laid out another way (in boxes of two, as lines of one block broken by
``<br>``, each in a component of its own, as ``<div>``s, or in two blocks).

    .venv/bin/python bench/content_variants.py [DATA_ROOT] [--halves tuning,report]
        [--boxes related,teasers,...] [--peers trafilatura,readability-lxml]

On every page with at least four long paragraphs (80+ characters) under one parent, the box is
inserted after the 2nd and the 4th (a comment section once, after that parent); the gold is
unchanged, so whatever of the box is kept costs precision. A layout changes that parent's runs
of ``<p>`` siblings: ``sections`` wraps every two in a ``<div class="c1">`` (an article in
chunks), ``breaks`` makes each run one ``<div>`` whose paragraphs are separated by two
``<br>`` (the text is the same, in the same order), ``components`` wraps each in
``div[data-component] > div`` with an image component after every third, ``divs`` makes each a
``<div class="c4">``, ``two-parts`` puts the first third of the longest run and the rest in two
blocks of different classes with a figure between, ``linked`` opens every second paragraph
of a run with a link over 60% of its text. ``appeal`` follows the last long paragraph
with a box asking for support, ``author`` with the author's box (``class="author-bio"``);
``consent`` appends to the body a cookie consent dialog (a
``role="dialog"``, class names hashed), ``cookies`` the same box named only by
``id="cookie-notice"``. ``next-article`` sets after that parent the
first 8 long paragraphs of the previous page with an article, under a heading that links to
another page, as sites that load their next story below the page's own do. Char-LCS F1
summed over pages (bench/content.py) on the pages as they are and with the box. Peers read
our parse of the page serialised again, with and without the box, so that only the box
differs for them too.
"""

from __future__ import annotations

import argparse
import copy
import sys
from pathlib import Path

import lxml.html
from lxml import etree
from rapidfuzz.distance import LCSseq

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from content import SETS, gold_text, load_html, norm, page_root, third_party  # noqa: E402
from halves import content_site_key, half_of  # noqa: E402

from tplx_engine.templatefree.content import extract_content  # noqa: E402

LONG = 80  # characters of a paragraph the boxes are set after
BOXES = {
    "related": '<div class="b1"><h3>Related</h3><ul>' + "".join(
        f'<li><a href="/a{n}">{title}</a></li>' for n, title in enumerate((
            "Council approves the budget for next year", "Storm closes schools across the region",
            "Local team wins the cup after a long season"))) + "</ul></div>",
    "read-more": '<p><strong>Read more:</strong> <a href="/r">Why the new bridge will change how '
                 "the city moves</a></p>",
    "teasers": '<div class="b2">' + "".join(
        f'<div class="b3"><a href="/t{n}"><h4>Story number {n} of the day about the town</h4></a>'
        "<p>The mayor said that this would be the best year for the town and its people.</p>"
        "</div>" for n in range(4)) + "</div>",
    "newsletter": '<div class="b4"><p>Sign up for our newsletter to get the best of our stories '
                  'in your inbox every morning.</p><form action="/s"><input type="email">'
                  "<button>Sign up</button></form></div>",
    "figure": '<figure><img src="x.jpg"><figcaption>A view of the harbour at dawn, where the '
              "ships wait for the tide. Photo: Agency</figcaption></figure>",
    "ad": '<div class="b5"><span>Advertisement</span><div class="b6"></div></div>',
    # after the article, not inside it: a threaded comment section whose class names say
    # nothing (hashed), 6 comments with 2 replies each, 3 times a short article's length
    "comments": '<div class="b7">' + "".join(
        f'<div class="b8"><b>reader{n}</b> <span>{n + 1} March 2021, 10:{10 + n}</span><p>I '
        f"think that this is a waste of the money of the town, and that it will be late like "
        f"all of the other ones they built in the last years.</p>"
        + '<div class="b9">' + "".join(
            f'<div class="b8"><b>reader{n}{k}</b> <span>{n + 1} March 2021, 11:{10 + k}</span>'
            f"<p>I do not agree with you at all, the town needed it for a very long time.</p>"
            f"</div>" for k in range(2)) + "</div></div>" for n in range(6)) + "</div>",
}
# a support appeal after the article's last paragraph, as news sites set them in the article
BOXES["appeal"] = (
    '<div class="b10"><h2>Support our journalism</h2><p>Millions of readers come to us every '
    "month for news they can trust. Unlike many others, we have chosen to keep our reporting "
    "open to everyone, whatever they can afford to pay, because we believe that everyone "
    "deserves access to the facts.</p><p>Our work is funded by our readers, and it is their "
    "support that keeps us independent of any owner or advertiser. If you can, please give "
    "once or every month: it takes less than a minute, and every gift, however big or small, "
    'makes a difference to what we can do.</p><a href="/support">Support us</a></div>')
# the author's box after the article's last paragraph, named as such
BOXES["author"] = (
    '<div class="author-bio"><img src="a.jpg" alt=""><p><strong>Jane Doe</strong> is a senior '
    "reporter who covers the town hall and the courts. She joined the paper in 2015 after ten "
    'years at the regional radio, and she lives in the old town with her family.</p><a '
    'href="/authors/jane-doe">More from Jane Doe</a></div>')
# a cookie consent dialog at the end of the body, as consent managers write them
CONSENT = (
    '<div class="b11" role="dialog"><h2>We value your privacy</h2><p>We and our partners store '
    "and access information on your device, such as cookies, and process personal data, such as "
    "unique identifiers and the standard information sent by a device, for personalised ads and "
    "content, ad and content measurement, and audience insights, as well as to develop and "
    "improve products.</p><p>With your permission we and our partners may use precise "
    "geolocation data and identification through device scanning. You may click to consent to "
    "our and our partners' processing as described above. Alternatively you may access more "
    "detailed information and change your preferences before consenting or to refuse "
    "consenting.</p><p>Please note that some processing of your personal data may not require "
    "your consent, but you have a right to object to such processing. Your preferences will "
    "apply to this website only, and you can change them at any time by coming back to this "
    'site or visiting our privacy policy.</p><button>I accept</button><button>More options'
    "</button></div>")
BOXES["consent"] = CONSENT
# the same without the dialog's role, named by its id only
BOXES["cookies"] = CONSENT.replace('class="b11" role="dialog"', 'id="cookie-notice"')
AFTER_ARTICLE = frozenset({"comments"})  # set after the paragraphs' parent
AT_BODY_END = frozenset({"consent", "cookies"})
AT_ARTICLE_END = frozenset({"appeal", "author"})


def long_paragraphs(root) -> list:
    """The long paragraphs of the element holding most of them."""
    best: list = []
    for element in root.iter():
        if isinstance(element.tag, str):
            long = [c for c in element if c.tag == "p" and len(c.text_content().strip()) >= LONG]
            if len(long) > len(best):
                best = long
    return best


def paragraph_runs(parent) -> list[list]:
    """The runs of ``<p>`` siblings among ``parent``'s children."""
    runs, run = [], []
    for child in parent:
        if child.tag == "p":
            run.append(child)
        elif run:
            runs.append(run)
            run = []
    return runs + [run] if run else runs


def in_sections(parent) -> None:
    for run in paragraph_runs(parent):
        for k in range(0, len(run), 2):
            section = lxml.html.Element("div", {"class": "c1"})
            run[k].addprevious(section)
            section.extend(run[k:k + 2])


def as_breaks(parent) -> None:
    for run in paragraph_runs(parent):
        block = lxml.html.Element("div")
        run[0].addprevious(block)
        for k, paragraph in enumerate(run):
            if k:
                etree.SubElement(block, "br")
                etree.SubElement(block, "br").tail = "\n"
            if paragraph.text:  # onto the block's text, or the tail of its last child
                if len(block):
                    block[-1].tail = (block[-1].tail or "") + paragraph.text
                else:
                    block.text = (block.text or "") + paragraph.text
            block.extend(list(paragraph))
            parent.remove(paragraph)
        block.tail = "\n"


def as_components(parent) -> None:
    """Every paragraph in a component of its own two levels deep, an image component after
    every third (recent React layouts: ``div[data-component=text-block] > div > p``)."""
    for run in paragraph_runs(parent):
        for k, paragraph in enumerate(run):
            component = lxml.html.Element("div", {"data-component": "text-block"})
            inner = etree.SubElement(component, "div", {"class": "c3"})
            paragraph.addprevious(component)
            inner.append(paragraph)
            if k % 3 == 2:
                component.addnext(lxml.html.fragment_fromstring(
                    '<div data-component="image-block"><figure><img src="i.jpg" alt="">'
                    "</figure></div>"))


def as_divs(parent) -> None:
    """Every paragraph a ``<div class="c4">`` holding its text (no ``<p>``)."""
    for run in paragraph_runs(parent):
        for paragraph in run:
            paragraph.tag = "div"
            paragraph.attrib.clear()
            paragraph.set("class", "c4")


def in_two_parts(parent) -> None:
    """The longest run of paragraphs cut in two containers of different classes, the first
    third and the rest, with a figure between (an intro block and the body block)."""
    run = max(paragraph_runs(parent), key=len)
    if len(run) < 3:
        return
    cut = len(run) // 3
    for part, name in ((run[:cut], "c5"), (run[cut:], "c6")):
        box = lxml.html.Element("div", {"class": name})
        part[0].addprevious(box)
        box.extend(part)
    box.addprevious(lxml.html.fragment_fromstring(
        '<figure class="c7"><img src="i.jpg" alt=""><figcaption>Photo: Agency</figcaption>'
        "</figure>"))


def with_links(parent) -> None:
    """Every second paragraph of a run opens with a link over 60% of its text, cut at a
    space, and goes on after it (a sentence that links its source)."""
    for run in paragraph_runs(parent):
        for paragraph in run[::2]:
            text = paragraph.text or ""
            cut = text.find(" ", int(len(text) * 0.6))
            if cut < 0 or len(text) < 40:
                continue
            link = lxml.html.Element("a", {"href": "/source"})
            link.text, link.tail, paragraph.text = text[:cut], text[cut:], None
            paragraph.insert(0, link)


LAYOUTS = {"sections": in_sections, "breaks": as_breaks, "components": as_components,
           "divs": as_divs, "two-parts": in_two_parts, "linked": with_links}
NEXT_ARTICLE = "next-article"


def next_article(paragraphs: list) -> etree._Element:
    """Another page's paragraphs under a heading that links to that page."""
    box = lxml.html.fragment_fromstring('<div class="c2"><h2><a href="/next-story">The next '
                                        "story of the day</a></h2></div>")
    for paragraph in paragraphs[:8]:
        box.append(copy.deepcopy(paragraph))
    return box


def changed(root, variant: str, previous: list) -> bool:
    """``root`` with the box or the layout ``variant``; False when the page has no article
    of four long paragraphs to change (or, for the next article, no page before had one).
    ``previous``: the long paragraphs of the last page that had four."""
    best = long_paragraphs(root)
    if len(best) < 4:
        return False
    if variant in LAYOUTS:
        LAYOUTS[variant](best[0].getparent())
        return True
    if variant == NEXT_ARTICLE:
        if previous:
            best[0].getparent().addnext(next_article(previous))
        return bool(previous)
    if variant in AT_BODY_END:
        root.find("body").append(lxml.html.fragment_fromstring(BOXES[variant]))
        return True
    if variant in AT_ARTICLE_END:
        best[-1].addnext(lxml.html.fragment_fromstring(BOXES[variant]))
        return True
    return with_box(best, BOXES[variant], variant in AFTER_ARTICLE)


def with_box(best: list, box: str, after_article: bool = False) -> bool:
    """``box`` inserted after the 2nd and 4th of the long paragraphs ``best`` (or once after
    their parent)."""
    if after_article:
        best[0].getparent().addnext(lxml.html.fragment_fromstring(box))
        return True
    for after in (best[3], best[1]):
        after.addnext(lxml.html.fragment_fromstring(box))
    return True


def f1(acc) -> float:
    lcs, e, g = acc
    return 2 * lcs / (e + g) if e + g else 1.0


def add(acc, out: str, gold: str) -> None:
    out = norm(out)
    acc[0] += LCSseq.similarity(out, gold) if out and gold else 0
    acc[1] += len(out)
    acc[2] += len(gold)


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("data", nargs="?", default=str(ROOT.parent / "shared/data"))
    ap.add_argument("--halves", default="tuning,report")
    ap.add_argument("--boxes", default=",".join([*BOXES, NEXT_ARTICLE, *LAYOUTS]))
    ap.add_argument("--peers", default="", help="also run these (bench extra): trafilatura,...")
    args = ap.parse_args(argv)
    data = Path(args.data)
    if not (data / "content-dev").is_dir():
        print(f"no data at {data} (expected content-dev/ and portal-dev/ there)", file=sys.stderr)
        return 2
    methods = ["default", *[m for m in args.peers.split(",") if m]]
    boxes = [b for b in args.boxes.split(",") if b]
    print(f"{'half':<7}{'box':<12}{'pages':>6}" + "".join(f"{m:>26}" for m in methods))
    for half in args.halves.split(","):
        rows = {box: {m: ([0, 0, 0], [0, 0, 0]) for m in methods} for box in boxes}
        pages = {box: 0 for box in boxes}
        previous: list = []  # the long paragraphs of the half's last page with an article
        for subset, folder in SETS.items():
            for path in sorted((data / folder / "input").glob("*.html")):
                gold_path = data / folder / "GoldStandard" / (path.stem + ".txt")
                if not gold_path.exists():
                    continue
                html = load_html(path)
                if half_of(content_site_key(subset, path, gold_path, html)) != half:
                    continue
                gold = gold_text(subset, gold_path, "12")
                for box in boxes:
                    plain, boxed = page_root(html), page_root(html)
                    if not changed(boxed, box, previous):
                        continue
                    pages[box] += 1
                    for m in methods:
                        before, after = rows[box][m]
                        for root, acc in ((plain, before), (boxed, after)):
                            out = (extract_content(root).text if m == "default" else third_party(
                                m, lxml.html.tostring(root, encoding="unicode")) or "")
                            add(acc, out, gold)
                article = long_paragraphs(page_root(html))
                previous = article if len(article) >= 4 else previous
        for box in boxes:
            cells = "".join(f"{f1(b):>12.3f} -> {f1(a):.3f} " for b, a in rows[box].values())
            print(f"{half:<7}{box:<12}{pages[box]:>6}{cells}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
