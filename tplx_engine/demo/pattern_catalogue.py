"""Hard-pattern demo site ``pattern-catalogue`` (catalogue.example.org): a publisher's catalogue in
HTML5 with its facts as ``<dt>/<dd>`` pairs split over three ``<dl>`` columns.

- the facts list has optional entries (Series, Illustrator, Translator, Age range, Pages, Price
  note) that shift every later pair and move pairs from one column to the next;
- identifiers are ``Label: value`` lines in one text node each (``ISBN-13: 978-0-...<br>``);
- values in attributes: ``PUBLICATION_DATE`` is the ``<time datetime>`` (ISO) while the text
  shows the date in three formats, ``COVER`` is only the ``<meta property="og:image">``,
  ``EXCERPT_URL`` the ``href`` of a "Read an excerpt" link;
- hidden duplicates: Open Graph and ``book:`` metas, a JSON-LD script, the breadcrumb's last
  item (the title, before the heading), a "Cite this" line that holds authors, title and
  publisher in one text node;
- 1-3 authors as links inside one ``<dd>``;
- ``EXCERPT_URL`` and ``PAGES`` are missing on a few pages (the driver picks which).
"""

from __future__ import annotations

import json
import random

from . import pattern_values as pv
from . import text
from .markup import Fields, attr, esc

TEMPLATE = "pattern-catalogue"
HOST = "catalogue.example.org"
SINGLES = ("TITLE", "ISBN_13", "PUBLISHER", "PUBLICATION_DATE", "FORMAT", "PAGES", "PRICE",
           "COVER", "EXCERPT_URL")
LISTS = ("AUTHOR",)
ATTRIBUTES = {"PUBLICATION_DATE": "datetime", "COVER": "content", "EXCERPT_URL": "href"}
MISSING = ("EXCERPT_URL", "PAGES")
PATTERNS = ("dt-dd", "label-value-lists-in-columns", "label-and-value-in-one-text-node",
            "attribute-value", "hidden-duplicates", "multi-valued", "missing-field")
DESCRIPTION = ("catalogue record: <dt>/<dd> facts over three columns with optional entries, "
               "Label: value identifier lines, time/og:image/href-valued fields")
COLUMNS = 3


def _facts(rng: random.Random, f: Fields, missing: frozenset[str], names: list[str],
           publisher: str, when_iso: str, when_text: str) -> list[tuple[str, str]]:
    """(dt text, dd markup) in catalogue order, optional entries drawn."""
    people = "; ".join(f'<a href="/contributors/{pv.slug(n)}">{f.add("AUTHOR", n)}</a>'
                       for n in names)
    facts = [("Author" if len(names) == 1 else "Authors", people)]
    if rng.random() < 0.3:
        facts.append(("Illustrator", esc(text.person(rng, "en"))))
    if rng.random() < 0.15:
        facts.append(("Translator", esc(text.person(rng, "en"))))
    imprint = f'<a href="/imprints/{pv.slug(publisher)}">{f.set("PUBLISHER", publisher)}</a>'
    facts.append(("Publisher", imprint))
    iso = f.set_attribute("PUBLICATION_DATE", when_iso)
    facts.append(("Published", f'<time datetime="{iso}">{esc(when_text)}</time>'))
    if rng.random() < 0.35:
        facts.append(("Series", esc(rng.choice(pv.SERIES))))
    facts.append(("Format", f.set("FORMAT", rng.choice(pv.BOOK_FORMATS))))
    if "PAGES" not in missing:
        facts.append(("Pages", f.set("PAGES", str(rng.randint(64, 900)))))
    if rng.random() < 0.25:
        facts.append(("Age range", f"{rng.choice((8, 10, 12, 14))} and up"))
    facts.append(("Language", esc(rng.choice(pv.LANGUAGES))))
    facts.append(("Price", f.set("PRICE", pv.pounds(rng.randint(499, 2999)))))
    if rng.random() < 0.3:
        facts.append(("Price note", "Prices may vary outside the UK"))
    return facts


def _columns(facts: list[tuple[str, str]]) -> str:
    size = -(-len(facts) // COLUMNS)
    cols = []
    for c in range(COLUMNS):
        pairs = "\n".join(f"<dt>{label}</dt>\n<dd>{value}</dd>"
                          for label, value in facts[c * size:(c + 1) * size])
        cols.append(f'<dl class="facts-col">\n{pairs}\n</dl>')
    return "\n".join(cols)


def render(rng: random.Random, index: int, missing: frozenset[str]):
    """One catalogue record: (path, url, url source, html, fields)."""
    f = Fields(singles=SINGLES, lists=LISTS)
    title = text.title(rng, "en")
    names = pv.authors(rng)
    publisher = rng.choice(pv.PUBLISHERS)[0]
    when = pv.publication_day(rng)
    when_iso = f"{when.year:04d}-{when.month:02d}-{when.day:02d}"
    when_text = pv.uk_date(rng, when)
    isbn = pv.isbn13(rng)
    subject = rng.choice(pv.SUBJECTS)
    path = f"{HOST}/titles/{pv.slug(title)[:40].rstrip('-')}-{index}.html"
    url = f"http://{path}"
    cover = f"https://media.{HOST}/jackets/{isbn}-large.jpg"
    facts = _facts(rng, f, missing, names, publisher, when_iso, when_text)
    excerpt = ""
    if "EXCERPT_URL" not in missing:
        href = f"https://media.{HOST}/excerpts/{isbn}.pdf"
        excerpt = (f'<p class="excerpt"><a href="{f.set_attribute("EXCERPT_URL", href)}">'
                   "Read an excerpt</a> (PDF)</p>\n")
    ld = json.dumps({"@context": "https://schema.org", "@type": "Book", "name": title,
                     "author": [{"@type": "Person", "name": n} for n in names], "isbn": isbn,
                     "publisher": publisher, "datePublished": when_iso, "image": cover},
                    ensure_ascii=False).replace("</", "<\\/")
    isbn_lines = f"ISBN-13: {f.set('ISBN_13', pv.hyphenated(isbn))}<br>\nISBN-10: {pv.isbn10_of(isbn)}"
    if rng.random() < 0.3:
        isbn_lines += f"<br>\neISBN: {pv.hyphenated(pv.isbn13(rng))}"
    cite = f"{', '.join(names)}. {title}. {publisher}, {when.year}."
    html = f"""<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>{esc(title)} | {esc(publisher)} | The Catalogue</title>
<meta property="og:type" content="book">
<meta property="og:title" content="{attr(title)}">
<meta property="og:url" content="{url}">
<meta property="og:image" content="{f.set_attribute("COVER", cover)}">
<meta property="book:isbn" content="{isbn}">
<meta property="book:release_date" content="{when_iso}">
<link rel="stylesheet" href="/assets/catalogue.css">
<script src="/assets/app.js" defer></script>
<script type="application/ld+json">{ld}</script>
</head>
<body class="record-page">
<header class="site-header">
<a class="brand" href="/"><img src="/assets/logo.svg" alt="The Catalogue"></a>
<nav class="main-nav"><ul>
<li><a href="/new/">New titles</a></li><li><a href="/forthcoming/">Forthcoming</a></li><li><a href="/subjects/">Subjects</a></li><li><a href="/imprints/">Imprints</a></li><li><a href="/about/">About</a></li>
</ul></nav>
<form class="search" action="/search" role="search"><input type="search" name="q" placeholder="Title, author or ISBN"><button type="submit">Search</button></form>
</header>
<nav class="crumbs" aria-label="Breadcrumb"><ol>
<li><a href="/">Home</a></li><li><a href="/subjects/">Subjects</a></li><li><a href="/subjects/{pv.slug(subject)}/">{esc(subject)}</a></li><li aria-current="page">{esc(title)}</li>
</ol></nav>
<main id="main">
<article class="record">
<div class="record-jacket"><img src="https://media.{HOST}/jackets/{isbn}-thumb.jpg" alt="" width="120"></div>
<div class="record-body">
<h1 class="record-title">{f.set("TITLE", title)}</h1>
<div class="facts">
{_columns(facts)}
</div>
<p class="identifiers">{isbn_lines}</p>
{excerpt}<section class="blurb">
<h2>About this book</h2>
{pv.description(rng, 2, 4)}
</section>
<aside class="cite"><h2>Cite this</h2><p>{esc(cite)}</p></aside>
</div>
</article>
<section class="related">
{pv.also_bought(rng, "More in " + subject, rng.randint(3, 6))}
</section>
</main>
<footer class="site-footer">
<ul><li><a href="/rights/">Rights &amp; permissions</a></li><li><a href="/trade/">Trade orders</a></li><li><a href="/contact/">Contact</a></li></ul>
<p>&copy; 2016 The Catalogue. Prices are recommended retail prices.</p>
</footer>
</body>
</html>
"""
    return path, url, "path", html, f.as_dict()
