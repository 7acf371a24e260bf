"""Hard-pattern demo site ``pattern-records`` (records.example.net): a German record shop's
product pages, with its facts in three kinds of label/value markup.

- ``<th>Label</th><td>value</td>`` rows (label, release date, catalogue number; optional
  Reissue/Remastered/Discs rows before them) and two-cell ``<td>Label</td><td>value</td>`` rows
  in a second table (EAN, duration, optional Producer and Studio rows);
- quick facts as ``<li><span>Label</span> value</li>`` with an optional first entry;
- 1-3 artists as ``<li><a>`` items of one list whose last items are the constant "Write a
  Review" and "Q & A" links;
- values in attributes: ``PRODUCT_ID`` is only the cart form's ``<input value>``; hidden
  duplicates of the EAN (``<meta itemprop="gtin13" content>``, a hidden ``<input>``) and of the
  title (a hidden microdata span, the share links, the cover's ``alt``);
- some headings start with an icon link (vinyl, limited edition);
- prices like ``14,99 €``, dates like ``12.06.2010``, ``06/2010`` or ``2010``;
- ``LABEL`` and ``CATALOG_NO`` are missing on a few pages (the driver picks which).
"""

from __future__ import annotations

import random

from . import pattern_values as pv
from . import text
from .markup import Fields, attr, esc
from .shop import with_check_digit

TEMPLATE = "pattern-records"
HOST = "records.example.net"
SINGLES = ("TITLE", "LABEL", "RELEASE_DATE", "CATALOG_NO", "EAN", "FORMAT", "GENRE", "PRICE",
           "PRODUCT_ID")
LISTS = ("ARTIST",)
ATTRIBUTES = {"PRODUCT_ID": "value"}
MISSING = ("LABEL", "CATALOG_NO")
PATTERNS = ("th-td", "two-cell-rows", "li-span-label", "multi-valued-with-constant-neighbours",
            "attribute-value", "hidden-duplicates", "heading-starting-with-icon-link",
            "missing-field")
DESCRIPTION = ("record page: <th>/<td> and two-cell rows with optional rows, <li><span> facts, "
               "artists beside Write a Review / Q & A, product id in an <input value>")
LABELS = ("Blue Note", "Sonic Harbour", "Millbrook Sound", "Nordlicht Records", "ECM",
          "Rough Trade", "Kitchen Table Records", "Oakridge Audio", "Warp", "Impulse!")
FORMATS = ("CD", "2CD", "LP", "2LP", "Vinyl LP (180g)", "Box Set", "Download")
GENRES = ("Jazz", "Rock", "Pop", "Klassik", "Elektronik", "Folk", "Soul & Funk", "Hip-Hop")
ICONS = (("/vinyl/", "vinyl", "Vinyl"), ("/limitiert/", "limited", "Limited edition"))
BAND_WORDS = ("Quartet", "Trio", "Orchestra", "Ensemble", "Band", "Collective")


def _artist(rng: random.Random) -> str:
    if rng.random() < 0.3:
        return f"The {rng.choice(text.EN_PLACES)} {rng.choice(BAND_WORDS)}"
    return text.person(rng, "en")


def _ean(rng: random.Random) -> str:
    """A German EAN-13 (prefix 4)."""
    return with_check_digit([4] + [rng.randint(0, 9) for _ in range(11)])


def render(rng: random.Random, index: int, missing: frozenset[str]):
    """One record page: (path, url, url source, html, fields)."""
    f = Fields(singles=SINGLES, lists=LISTS)
    title = text.short_phrase(rng, "en").title()
    if rng.random() < 0.3:
        title += rng.choice((" (Deluxe Edition)", " (Live)", " - Remastered"))
    artists: list[str] = []
    while len(artists) < rng.choices((1, 2, 3), weights=(70, 20, 10))[0]:
        name = _artist(rng)
        if name not in artists:
            artists.append(name)
    product_id = str(880000 + index * 37)
    path = f"{HOST}/artikel/{product_id}.html"
    url = f"http://{path}"
    ean = _ean(rng)
    when = pv.publication_day(rng)
    spec = []
    if rng.random() < 0.25:
        spec.append(("Wiederveröffentlichung", str(rng.randint(2005, 2016))))
    if rng.random() < 0.2:
        spec.append(("Remastered", "ja"))
    if rng.random() < 0.3:
        spec.append(("Discs", str(rng.randint(2, 4))))
    if "LABEL" not in missing:
        label = rng.choice(LABELS)
        spec.append(("Label", f'<a href="/label/{pv.slug(label)}/">{f.set("LABEL", label)}</a>'))
    spec.append(("Erscheinungsdatum", f.set("RELEASE_DATE", pv.german_date(rng, when))))
    if "CATALOG_NO" not in missing:
        catalog = f"{rng.choice(('BN', 'SH', 'MS', 'NL', 'ECM'))} {rng.randint(1000, 99999)}"
        spec.append(("Katalognummer", f.set("CATALOG_NO", catalog)))
    spec_rows = "\n".join(f"<tr><th>{label}</th><td>{value}</td></tr>" for label, value in spec)
    more = []
    if rng.random() < 0.4:
        more.append(("Produzent", esc(text.person(rng, "en"))))
    more.append(("EAN", f.set("EAN", ean)))
    if rng.random() < 0.35:
        more.append(("Studio", f"{esc(rng.choice(text.EN_PLACES))} Sound Studio"))
    more.append(("Spielzeit", f"{rng.randint(28, 79)}:{rng.randint(0, 59):02d} min"))
    more_rows = "\n".join(f'<tr><td class="k">{label}</td><td class="v">{value}</td></tr>'
                          for label, value in more)
    facts = []
    if rng.random() < 0.3:
        facts.append(("Neu", "Neuheit der Woche"))
    facts += [("Format", f.set("FORMAT", rng.choice(FORMATS))),
              ("Genre", f.set("GENRE", rng.choice(GENRES))),
              ("Lieferzeit", rng.choice(("1-3 Werktage", "sofort lieferbar", "2-4 Wochen")))]
    fact_items = "\n".join(f'<li><span class="k">{label}</span> {value}</li>'
                           for label, value in facts)
    artist_items = "\n".join(f'<li><a href="/kuenstler/{pv.slug(a)}/">{f.add("ARTIST", a)}</a></li>'
                             for a in artists)
    icon = ""
    if rng.random() < 0.15:
        href, name, hint = rng.choice(ICONS)
        icon = (f'<a href="{href}" class="badge" title="{hint}"><img src="/img/{name}.png" '
                f'alt="{hint}" width="20" height="20"></a> ')
    price = pv.euros(rng.randint(799, 4999))
    tracks = "\n".join(f"<li>{esc(text.short_phrase(rng, 'en').title())}</li>"
                       for _ in range(rng.randint(4, 14)))
    html = f"""<!DOCTYPE html>
<html lang="de">
<head>
<meta charset="utf-8">
<title>{esc(", ".join(artists))}: {esc(title)} ({esc(f.values["FORMAT"])}) - Plattenladen</title>
<meta name="description" content="{attr(title)} von {attr(", ".join(artists))} jetzt bestellen">
<link rel="stylesheet" href="/css/shop.css">
<script src="/js/jquery.min.js"></script>
<script>window.shop = {{sku: "{product_id}", ean: "{ean}"}};</script>
</head>
<body>
<div class="topbar"><a href="/konto/">Mein Konto</a> | <a href="/merkzettel/">Merkzettel</a> | <a href="/warenkorb/">Warenkorb</a></div>
<div class="header"><a href="/" class="logo"><img src="/img/plattenladen.png" alt="Plattenladen"></a>
<form action="/suche" class="search"><input type="text" name="q" value=""><input type="submit" value="Suchen"></form></div>
<ul class="menu"><li><a href="/cd/">CDs</a></li><li><a href="/vinyl/">Vinyl</a></li><li><a href="/neuheiten/">Neuheiten</a></li><li><a href="/angebote/">Angebote</a></li></ul>
<div class="page">
<div class="product" itemscope itemtype="http://schema.org/MusicAlbum">
<meta itemprop="gtin13" content="{ean}">
<span itemprop="name" style="display:none">{esc(title)}</span>
<div class="cover"><img src="/cover/{product_id}.jpg" alt="{attr(title)}" width="300"></div>
<div class="summary">
<h1 class="product-name">{icon}{f.set("TITLE", title)}</h1>
<ul class="artists">
{artist_items}
<li class="action"><a href="#bewertungen">Write a Review</a></li>
<li class="action"><a href="/fragen/{product_id}">Q &amp; A</a></li>
</ul>
<ul class="quickfacts">
{fact_items}
</ul>
<div class="buybox"><span class="price">{f.set("PRICE", price)}</span> <span class="vat">inkl. MwSt., zzgl. Versand</span>
<form action="/warenkorb/add" method="post">
<input type="hidden" name="product_id" value="{f.set_attribute("PRODUCT_ID", product_id)}">
<input type="hidden" name="ean" value="{ean}">
<input type="number" name="menge" value="1" min="1">
<button type="submit">In den Warenkorb</button>
</form></div>
</div>
<div class="details">
<h2>Details</h2>
<table class="spec">
{spec_rows}
</table>
<table class="more">
{more_rows}
</table>
<h2>Titelliste</h2>
<ol class="tracks">
{tracks}
</ol>
<h2>Beschreibung</h2>
{pv.description(rng, 1, 3)}
</div>
<div class="share">{pv.share_links(url, title)}</div>
<div id="bewertungen"><h2>Kundenbewertungen</h2>
{pv.reviews(rng, 0, 2)}
</div>
</div>
</div>
<div class="footer"><a href="/impressum/">Impressum</a> | <a href="/agb/">AGB</a> | <a href="/datenschutz/">Datenschutz</a> | <a href="/versand/">Versand</a>
<p>&copy; 2014 Plattenladen GmbH</p></div>
</body>
</html>
"""
    return path, url, "path", html, f.as_dict()
