"""Hard-pattern demo site ``pattern-bookshop`` (bookshop.example.com), modelled on the SWDE book
shops that broke one-label extraction (issue 12):

- the details stand as ``<b>Label:</b> value<br>`` runs inside one table cell, split over two
  cells side by side (first half left, rest right); optional rows (Vendor, Edition, Series,
  ISBN-10, Dimensions, Weight, Language) shift the rank of every later row and move rows from
  one cell to the other;
- ``Online Price: $16.46`` is one text node (label and value together);
- a hidden microdata block *before* the visible content repeats title, authors, ISBN and
  publisher; the head's title, keywords and data layer, the cover's ``alt``, the cart form's
  hidden inputs, the canonical link and the share links repeat them again; a Vendor row
  sometimes shows the publisher's own name;
- authors (1-3, none on a few anthologies) are ``<a>`` siblings of the constant "Write a Review"
  and "Q & A" links in one repeating block;
- some headings start with an icon link (signed editions, award winners);
- the cover ``IMAGE`` is an attribute value (``<img src>``);
- ``PUBLISHER``, ``PAGES`` and ``AUTHOR`` are missing on a few pages (the driver picks which).
"""

from __future__ import annotations

import random

from . import pattern_values as pv
from . import text
from .markup import Fields, attr, esc

TEMPLATE = "pattern-bookshop"
HOST = "bookshop.example.com"
SINGLES = ("TITLE", "ISBN_13", "PUBLISHER", "PUBLICATION_DATE", "FORMAT", "PAGES", "PRICE",
           "IMAGE")
LISTS = ("AUTHOR",)
ATTRIBUTES = {"IMAGE": "src"}
MISSING = ("PUBLISHER", "PAGES", "AUTHOR")
PATTERNS = ("bold-label-runs-in-two-cells", "label-and-value-in-one-text-node",
            "hidden-duplicates", "multi-valued-with-constant-neighbours",
            "heading-starting-with-icon-link", "attribute-value", "missing-field")
DESCRIPTION = ("book page: <b>Label:</b> value<br> runs over two cells with optional rows, "
               "hidden microdata duplicates, authors beside Write a Review / Q & A")
ICONS = (("/signed-editions/", "signed", "Signed edition"),
         ("/award-winners/", "award", "Award winner"),
         ("/staff-picks/", "staff", "Staff pick"))


def _detail_rows(rng: random.Random, f: Fields, missing: frozenset[str], isbn: str,
                 publisher: str, group: str) -> list[tuple[str, str]]:
    """(label, escaped value) in the order the shop prints them; optional rows drawn."""
    rows = [("Format", f.set("FORMAT", rng.choice(pv.BOOK_FORMATS)))]
    if rng.random() < 0.45:
        rows.append(("Vendor", esc(group)))
    if "PUBLISHER" not in missing:
        rows.append(("Publisher", f.set("PUBLISHER", publisher)))
    when = pv.publication_day(rng)
    rows.append(("Publication Date", f.set("PUBLICATION_DATE", pv.us_date(rng, when))))
    if rng.random() < 0.2:
        rows.append(("Edition", rng.choice(("2nd Edition", "Revised", "Anniversary Edition"))))
    if rng.random() < 0.25:
        rows.append(("Series", f"{esc(rng.choice(pv.SERIES))} #{rng.randint(1, 9)}"))
    rows.append(("ISBN-13", f.set("ISBN_13", isbn)))
    if rng.random() < 0.85:
        rows.append(("ISBN-10", pv.isbn10_of(isbn)))
    if "PAGES" not in missing:
        rows.append(("Pages", f.set("PAGES", str(rng.randint(48, 960)))))
    if rng.random() < 0.5:
        size = (rng.randint(50, 70) / 10, rng.randint(75, 95) / 10, rng.randint(3, 25) / 10)
        rows.append(("Dimensions", " x ".join(map(str, size)) + " inches"))
    if rng.random() < 0.3:
        rows.append(("Weight", f"{rng.randint(3, 40) / 10} lbs"))
    if rng.random() < 0.2:
        rows.append(("Language", rng.choice(pv.LANGUAGES)))
    return rows


def _byline(names: list[str], isbn: str) -> str:
    links = [f'<a href="/author/{pv.slug(name)}">{esc(name)}</a>' for name in names]
    shown = ""
    if links:
        shown = "by " + (links[0] if len(links) == 1
                         else ", ".join(links[:-1]) + " and " + links[-1]) + " | "
    return (f'<div class="byline">{shown}<a href="#reviews">Write a Review</a> | '
            f'<a href="/qa/{isbn}">Q &amp; A</a></div>')


def render(rng: random.Random, index: int, missing: frozenset[str]):
    """One book page: (path, url, url source, html, fields)."""
    f = Fields(singles=SINGLES, lists=LISTS)
    title = text.title(rng, "en")
    if rng.random() < 0.25:
        title += rng.choice((": A Novel", " - An Eclipse Novella", ": Stories"))
    isbn = pv.isbn13(rng)
    url = f"http://{HOST}/product/{isbn}"
    names = [] if "AUTHOR" in missing else pv.authors(rng)
    for name in names:
        f.add("AUTHOR", name)
    publisher, group = rng.choice(pv.PUBLISHERS)
    rows = _detail_rows(rng, f, missing, isbn, publisher, group)
    half = (len(rows) + 1) // 2
    cells = ["<br>\n".join(f"<b>{label}:</b> {value}" for label, value in part)
             for part in (rows[:half], rows[half:])]
    price = rng.randint(399, 3999)
    image = f"http://images.{HOST}/covers/{isbn[3:6]}/{isbn}.jpg"
    icon = ""
    if rng.random() < 0.15:
        href, name, hint = rng.choice(ICONS)
        icon = (f'<a href="{href}" class="icon-link" title="{hint}"><img src="/img/icons/'
                f'{name}.gif" alt="" width="16" height="16" /></a> ')
    list_price = ""
    if rng.random() < 0.6:
        list_price = (f'<tr><td class="list-price">Retail Price: '
                      f'<strike>{pv.dollars(price * 13 // 10)}</strike></td></tr>\n')
    club = ""
    if rng.random() < 0.5:
        club = (f'<tr><td class="club-price">Club Price: {pv.dollars(price * 9 // 10)}<br>'
                f'(Save {rng.randint(10, 45)}%)</td></tr>\n')
    stock = rng.choice(("In Stock.", "In Stock.", "Usually ships in 24 hours.",
                        "Ships in 2-3 days."))
    microdata = "\n".join(
        [f'<span itemprop="name">{esc(title)}</span>']
        + [f'<span itemprop="author">{esc(name)}</span>' for name in names]
        + [f'<span itemprop="isbn">{isbn}</span>']
        + ([f'<span itemprop="publisher">{esc(publisher)}</span>']
           if "PUBLISHER" not in missing else [])
        + [f'<meta itemprop="image" content="{attr(image)}" />',
           f'<meta itemprop="price" content="{price / 100:.2f}" />'])
    subject = rng.choice(pv.SUBJECTS)
    main = f"""<div itemscope itemtype="http://schema.org/Book" class="microdata" style="display:none">
{microdata}
</div>
<table class="product-top" cellpadding="0" cellspacing="0"><tr>
<td class="cover-cell"><div class="dropshadow"><a rel="shadowbox[{attr(title)}]" href="{attr(image.replace('.jpg', '_l.jpg'))}"><img id="cover" src="{f.set_attribute("IMAGE", image)}" width="150" alt="{attr(title)}" /></a></div></td>
<td class="info-cell">
<h1 class="product-title">{icon}{f.set("TITLE", title)}</h1>
{_byline(names, isbn)}
<div class="rating"><span class="stars{rng.randint(1, 5)}">&nbsp;</span> {rng.randint(0, 250)} Ratings</div>
<table class="pricing" summary="Pricing information">
<tr><th>Price</th></tr>
{list_price}<tr><td class="our-price">Online Price: {f.set("PRICE", pv.dollars(price))}</td></tr>
{club}</table>
<div class="availability">{stock}</div>
<form action="/cart" method="post" name="cart" class="cart-form">
<input type="hidden" name="isbn" value="{isbn}" />
<input type="hidden" name="title" value="{attr(title)}" />
Qty: <input type="text" name="qty" value="1" size="2" />
<input type="submit" value="Add to Cart" class="cart-btn" />
</form>
</td>
</tr></table>
<div class="tabset">
<h4 class="tab">Overview</h4>
<div class="tab-content">
<div class="details-copy">
{pv.description(rng, 1, 4)}
<p><strong>Related Categories:</strong><br /><a href="/books/">Books</a> &gt; <a href="/books/{pv.slug(subject)}/">{esc(subject)}</a></p>
</div>
<table class="details" cellpadding="0" cellspacing="0"><tr>
<td class="details-left">
{cells[0]}
</td>
<td class="details-right">
{cells[1]}
</td>
</tr></table>
<div class="share">
{pv.share_links(url, title, f"&amp;isbn={isbn}")}
</div>
</div>
<h4 class="tab" id="reviews">Customer Reviews</h4>
<div class="tab-content">
{pv.reviews(rng, 0, 3)}
</div>
</div>"""
    layer = (f'{{"isbn": {pv.quoted(isbn)}, "title": {pv.quoted(title)}, '
             f'"price": "{price / 100:.2f}"}}')
    html = f"""<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">
<html xmlns="http://www.w3.org/1999/xhtml">
<head>
<meta http-equiv="Content-Type" content="text/html; charset=utf-8" />
<link rel="canonical" href="{url}" />
<title>{esc(title)} - {esc(", ".join(names) or "Various")} - Corner Bookshop</title>
<meta name="keywords" content="{attr(title)}, {isbn}, books, {attr(subject)}" />
<link rel="stylesheet" type="text/css" href="/css/site.css" />
<script type="text/javascript" src="/js/prototype.js"></script>
<script type="text/javascript">var dataLayer = [{layer}];</script>
</head>
<body>
<div id="wrapper">
<div id="header">
<a href="/" id="logo"><img src="/img/logo.gif" alt="Corner Bookshop" /></a>
<form action="/search" method="get" id="search"><select name="type"><option value="all">All</option><option value="isbn"> -- ISBN</option><option value="author"> -- Author</option></select>
<input type="text" name="query" /> <input type="submit" value="Search" /></form>
<div id="account"><a href="/account">My Account</a> | <a href="/cart">Cart</a> | <a href="/help">Help</a></div>
</div>
<div id="nav"><ul>
<li><a href="/books/">Books</a></li><li><a href="/ebooks/">eBooks</a></li><li><a href="/toys/">Toys &amp; Games</a></li><li><a href="/bargain/">Bargain</a></li><li><a href="/gifts/">Gifts</a></li>
</ul></div>
<div id="breadcrumb"><a href="/">Home</a> &gt; <a href="/books/">Books</a> &gt; <a href="/books/{pv.slug(subject)}/">{esc(subject)}</a></div>
<div id="content">
<div id="main">
{main}
</div>
<div id="sidebar">
{pv.also_bought(rng, "Customers Also Bought", rng.randint(3, 5))}
</div>
</div>
<div id="footer">
<p><a href="/about">About Us</a> | <a href="/stores">Store Locator</a> | <a href="/publishers">For Publishers</a> | <a href="/privacy">Privacy</a></p>
<p>&copy; 2011 Corner Bookshop. All rights reserved.</p>
</div>
</div>
<script type="text/javascript">var pageTracker = {{id: "UA-1234-5", product: "{isbn}"}};</script>
</body>
</html>
"""
    path = f"{HOST}/product/{index:04d}.html"
    return path, url, "canonical", html, f.as_dict()
