"""Hand-written demo template of a book shop (SWDE style; ground truth for SPEC §5-6).

``en-product`` (shop.example.com): title, price, a spec table whose values sit in text tails
after a bold label (``<td><b>Publisher:</b> Value Books</td>``: after simplification the value
is a tail, not an element of its own), optional rows, a variable-length feature list and a
description. Pages are written like SWDE's: a UTF-8 BOM, then ``<base href="URL"/>`` as the
first line (the writer adds both).
"""

from __future__ import annotations

import random

from . import text
from .markup import Fields, PageContext, Rendered, attr, esc, paragraphs_html

SHOP_CATEGORIES = ("Fiction", "Mystery", "Science", "History", "Cooking", "Travel", "Children")
PUBLISHERS = ("Value Books", "Riverside Press", "Harbour House", "Northgate Publishing",
              "Millbrook & Sons", "Oak Leaf Editions", "Blue Heron Books")
BINDINGS = ("Hardcover", "Paperback", "Mass Market Paperback", "Library Binding")
FEATURE_PHRASES = (
    "Includes a new foreword by the author", "Printed on acid-free paper", "Illustrated edition",
    "Large print", "Contains maps and a glossary", "Book club discussion guide included",
    "Signed by the author", "Ribbon bookmark", "Index and bibliography",
    "Free shipping on orders over $25", "Ships within 24 hours", "Gift wrapping available",
    "Winner of the Lakeside Prize", "Translated from the German", "Revised and updated",
)


def with_check_digit(digits: list[int]) -> str:
    """Twelve digits and their EAN-13 check digit (an ISBN-13 is an EAN-13)."""
    check = (10 - sum(d * (3 if i % 2 else 1) for i, d in enumerate(digits)) % 10) % 10
    return "".join(map(str, digits + [check]))


def isbn13(rng: random.Random) -> str:
    """A random ISBN-13 with a valid check digit."""
    return with_check_digit([9, 7, 8] + [rng.randint(0, 9) for _ in range(9)])


def _shop_chrome(ctx: PageContext, page_title: str, main: str) -> str:
    cats = "\n".join(f'<li><a href="/category/{c.lower()}/">{c}</a></li>' for c in SHOP_CATEGORIES)
    return f"""<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Strict//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-strict.dtd">
<html xmlns="http://www.w3.org/1999/xhtml" xml:lang="en" lang="en">
<head>
{ctx.head_extra()}<title>{esc(page_title)}: shop.example.com</title>
<meta name="description" content="{attr(page_title)} at a discount">
<link rel="stylesheet" type="text/css" href="/css/shop.css" />
<script type="text/javascript" src="/js/cart.js"></script>
<script type="text/javascript">function addToCart(sku) {{ document.forms.cart.sku.value = sku; document.forms.cart.submit(); }}</script>
</head>
<body>
<div id="container">
<div id="header">
<a href="/" class="logo"><img src="/img/pageturner.gif" alt="Pageturner Books" /></a>
<div id="search"><form action="/search" method="get"><input type="text" name="query" /> <input type="submit" value="Go" /></form></div>
<div id="cart"><a href="/cart">Cart (0)</a> | <a href="/account">My Account</a></div>
</div>
<div id="catnav"><ul>
{cats}
</ul></div>
<div id="main">
{main}
</div>
<div id="footer">
<p><a href="/help/shipping">Shipping</a> | <a href="/help/returns">Returns</a> | <a href="/help/contact">Contact Us</a></p>
<p>&copy; 2014 Pageturner Books, Inc. Prices and availability subject to change.</p>
</div>
</div>
</body>
</html>
"""


def product_page(rng: random.Random, ctx: PageContext) -> Rendered:
    f = Fields(singles=("TITLE", "PRICE", "AUTHOR", "BINDING", "PUBLISHER", "ISBN_13",
                        "PUBLICATION_DATE", "PAGES", "EDITION", "DESCRIPTION"),
               lists=("FEATURE",))
    title = text.title(rng, "en")
    if rng.random() < 0.3:
        title += ": A Novel"
    price = rng.randint(499, 4999)
    list_price = ""
    if rng.random() < 0.5:  # optional: the "was" price only shows on discounted books
        was = (price * 13 // 10) / 100
        list_price = f' <span class="list-price">List price: <s>${was:.2f}</s></span>'
    rows = [
        ("Author", "AUTHOR", text.person(rng, "en")),
        ("Format", "BINDING", rng.choice(BINDINGS)),
        ("Publisher", "PUBLISHER", rng.choice(PUBLISHERS)),
        ("ISBN-13", "ISBN_13", isbn13(rng)),
        ("Publication date", "PUBLICATION_DATE",
         text.format_date(text.random_datetime(rng, 2000, 15), "us-slash")),
    ]
    if rng.random() < 0.8:
        rows.append(("Pages", "PAGES", str(rng.randint(96, 880))))
    if rng.random() < 0.25:
        edition = rng.choice(("2nd", "3rd", "Revised", "Anniversary"))
        rows.insert(2, ("Edition", "EDITION", f"{edition} edition"))
    spec = "\n".join(f"<tr><td><b>{label}:</b> {f.set(field, value)}</td></tr>"
                     for label, field, value in rows)
    features = "\n".join(f"<li>{f.add('FEATURE', feat)}</li>"
                         for feat in rng.sample(FEATURE_PHRASES, rng.randint(1, 7)))
    description = [text.paragraph(rng, "en", 2, 5) for _ in range(rng.randint(1, 4))]
    review = ""
    if rng.random() < 0.4:
        review = ('<div class="review"><h3>Customer review</h3>'
                  f'<div class="stars">{rng.randint(1, 5)} of 5 stars</div>'
                  f"<p>{esc(text.paragraph(rng, 'en', 1, 3))}</p></div>\n")
    main = f"""<div id="leftnav"><h4>Browse</h4><ul>
<li><a href="/new/">New Releases</a></li><li><a href="/bestsellers/">Bestsellers</a></li><li><a href="/bargain/">Bargain Books</a></li>
</ul></div>
<div id="product">
<div class="product-image"><img src="/covers/{ctx.page_id}.jpg" alt="{attr(title)}" /></div>
<div class="product-info">
<h1 class="product-title">{f.set("TITLE", title)}</h1>
<div class="price-box"><span class="price">{f.set("PRICE", f"${price / 100:.2f}")}</span>{list_price}</div>
<div class="buy"><a href="javascript:addToCart({ctx.page_id})" class="add-to-cart">Add to Cart</a></div>
<table class="specs" cellpadding="0" cellspacing="0">
{spec}
</table>
</div>
<div class="features"><h3>Features</h3><ul>
{features}
</ul></div>
<div class="description"><h3>Description</h3>
<div class="description-text">
{paragraphs_html(description)}
</div></div>
{review}</div>"""
    f.set("DESCRIPTION", " ".join(description))
    return Rendered(_shop_chrome(ctx, title, main), f.as_dict())


def category_page(rng: random.Random, ctx: PageContext, category: str,
                  links: list[tuple[str, str]], page_no: int) -> Rendered:
    f = Fields(singles=("SECTION",), lists=("ITEM_TITLE",))
    items = "\n".join(f'<li><a href="{attr(href)}">{f.add("ITEM_TITLE", label)}</a></li>'
                      for href, label in links)
    main = f"""<div id="listing"><h1>{f.set("SECTION", category)}</h1>
<ul class="results">
{items}
</ul>
<div class="paging"><a href="?page={page_no + 1}">Next</a></div></div>"""
    return Rendered(_shop_chrome(ctx, category, main), f.as_dict())
