"""Product pages with every label/value layout of issue 12 (tests of anchored fields and of
label/value suggestions)."""

from tplx_engine.template.page import PageOptions

OPTIONS = PageOptions()
LANGUAGES = ("English", "French", "German", "Spanish")


def shop_page(i: int) -> tuple[str, dict]:
    """A product page: every layout at once, optional rows, a field missing on some pages."""
    title = f"The Book of Item {i}"
    authors = [f"Writer {i}"] + ([f"Coauthor {i}"] if i % 3 == 0 else [])
    isbn = f"97800{i:08d}"
    truth = {"TITLE": title, "AUTHOR": authors, "ISBN": isbn, "PUBLISHER": f"House {i % 7}",
             "DATE": f"{1990 + i % 30}", "PAGES": str(100 + i), "FORMAT": ("Paperback",
                                                                            "Hardcover")[i % 2],
             "LANGUAGE": None if i % 6 == 0 else LANGUAGES[i % 4], "WEIGHT": f"{i % 5 + 1} kg",
             "EDITION": f"{i % 4 + 1}nd", "RELEASED": f"2020-01-{i % 28 + 1:02d}",
             "COVER": f"/covers/{i}.jpg", "PRICE": f"{10 + i}.99",
             "DIMENSIONS": f"{i % 9 + 10} x {i % 7 + 15} cm", "AGE": f"{i % 10 + 5}+"}
    rows = ([("Vendor", f"Seller {i % 5}")] if i % 2 else []) + [("ISBN-13", isbn)]
    if i % 4 == 0:
        rows.append(("Binding", "Sewn"))
    rows += [("Publisher", truth["PUBLISHER"]), ("Publication Date", truth["DATE"])]
    half = (len(rows) + 1) // 2
    cell = lambda part: "".join(f"<b>{k}:</b> {v}<br>" for k, v in part)
    by = ", ".join(f"<a href='/author/{a.replace(' ', '-')}'>{a}</a>" for a in authors)
    icon = "<a href='#fav'><i class='icon'></i></a> " if i % 5 == 0 else ""
    language = ("" if truth["LANGUAGE"] is None else
                f"<tr><td>Language</td><td>{truth['LANGUAGE']}</td></tr>")
    extra = "<tr><th>Series</th><td>Collected</td></tr>" if i % 3 == 1 else ""
    # a header row of labels over a row of values, an optional column shifting the others
    volume = ("<th>Volume</th>", f"<td>{i % 4 + 1}</td>") if i % 3 == 2 else ("", "")
    html = f"""<html><head><title>{title} | Shop</title>
<meta property="og:price:amount" content="{truth['PRICE']}">
<meta itemprop="isbn" content="{isbn}"></head><body>
<div class="nav"><a href="/">Home</a> <a href="/books">Books</a> <span>0 Items</span></div>
<h1 class="product-title">{icon}{title}</h1>
<span style="display:none" itemprop="name">{title}</span>
<div class="byline">by {by} <a href="/review">Write a Review</a> <a href="/qa">Q &amp; A</a></div>
<img class="cover" src="{truth['COVER']}" alt="cover of {title}">
<table class="details"><tr><td>{cell(rows[:half])}</td><td>{cell(rows[half:])}</td></tr></table>
<table class="specs">{extra}<tr><th>Format</th><td>{truth['FORMAT']}</td></tr>{language}</table>
<table class="sizes"><tr>{volume[0]}<th>Dimensions</th><th>Reading age</th></tr>
<tr>{volume[1]}<td>{truth['DIMENSIONS']}</td><td>{truth['AGE']}</td></tr></table>
<dl><dt>Pages</dt><dd>{truth['PAGES']}</dd></dl>
<ul class="facts"><li><span>Weight</span> {truth['WEIGHT']}</li></ul>
<p class="edition">Edition: {truth['EDITION']}</p>
<p>Released <time datetime="{truth['RELEASED']}">{i % 28 + 1} January 2020</time></p>
<a href="/share?title={title}&amp;isbn={isbn}">Share</a>
<input type="hidden" name="isbn" value="{isbn}">
<div class="footer">Copyright 2020 Shop</div></body></html>"""
    return html, truth
