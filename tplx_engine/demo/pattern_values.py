"""Values and small markup pieces the hard-pattern demo sites share (``patterns.py``).

Values vary the way a real catalogue's do: publishers with and without a parent group, dates at
several precisions and in several formats, prices in three currencies, ISBNs with and without
hyphens. Everything is drawn from a ``random.Random`` the caller hands in: same seed, same text.
"""

from __future__ import annotations

import random
from datetime import datetime
from urllib.parse import quote, quote_plus

from . import text
from .markup import esc
from .shop import isbn13

__all__ = ["isbn13"]

# (imprint, parent group): a "Vendor" row names the group, which is the imprint itself for some
PUBLISHERS = (
    ("Little, Brown", "Hachette Book Group"), ("Grand Central", "Hachette Book Group"),
    ("Hachette Book Group", "Hachette Book Group"), ("Zebra", "Kensington Publishing"),
    ("Kensington Publishing", "Kensington Publishing"), ("Threshold Editions", "Simon & Schuster"),
    ("Scribner", "Simon & Schuster"), ("Simon & Schuster", "Simon & Schuster"),
    ("Vintage", "Random House"), ("Knopf", "Random House"), ("Riverside Press", "Riverside Press"),
    ("Harbour House", "Harbour House"), ("Oak Leaf Editions", "Northgate Publishing"),
    ("Blue Heron Books", "Northgate Publishing"), ("Millbrook & Sons", "Millbrook & Sons"),
    ("Tor Books", "Macmillan"), ("Picador", "Macmillan"), ("Bantam", "Random House"),
)
BOOK_FORMATS = ("Hardcover", "Paperback", "Trade Paperback", "Mass Market Paperback",
                "Library Binding", "Board Book")
SUBJECTS = ("Fiction", "Mystery & Thrillers", "Science Fiction", "History", "Biography",
            "Cooking", "Travel", "Children's Books", "Romance", "Poetry", "Science", "Religion")
LANGUAGES = ("English", "English", "English", "Spanish", "French", "German")
SERIES = ("Lakeside Chronicles", "The Harbour Years", "Northern Lights", "Detective Ward",
          "Kitchen Basics", "Great Journeys", "The Millbrook Saga")


def isbn10_of(isbn: str) -> str:
    """The ISBN-10 of a 978 ISBN-13."""
    body = isbn[3:12]
    check = (11 - sum((10 - i) * int(d) for i, d in enumerate(body)) % 11) % 11
    return body + ("X" if check == 10 else str(check))


def hyphenated(isbn: str) -> str:
    """978-0-316-12558-1: the way some catalogues print an ISBN-13."""
    return f"{isbn[:3]}-{isbn[3]}-{isbn[4:7]}-{isbn[7:12]}-{isbn[12]}"


def slug(words: str) -> str:
    kept = "".join(c if c.isalnum() else " " for c in words.lower())
    return "-".join(kept.split())


def authors(rng: random.Random) -> list[str]:
    """1-3 distinct people: one on most books, two or three on some."""
    count = rng.choices((1, 2, 3), weights=(70, 20, 10))[0]
    names: list[str] = []
    while len(names) < count:
        name = text.person(rng, "en")
        if name not in names:
            names.append(name)
    return names


def publication_day(rng: random.Random) -> datetime:
    return text.random_datetime(rng, 1995, 20)


def us_date(rng: random.Random, when: datetime) -> str:
    """June 2010 on most books, June 12, 2010 on some, the bare year on a few."""
    month = text.EN_MONTHS[when.month - 1]
    return rng.choices((f"{month} {when.year}", f"{month} {when.day}, {when.year}",
                        str(when.year)), weights=(60, 28, 12))[0]


def uk_date(rng: random.Random, when: datetime) -> str:
    month = text.EN_MONTHS[when.month - 1]
    return rng.choices((f"{when.day} {month} {when.year}", f"{month[:3]} {when.day}, {when.year}",
                        f"{when.day:02d}/{when.month:02d}/{when.year}"), weights=(50, 30, 20))[0]


def german_date(rng: random.Random, when: datetime) -> str:
    return rng.choices((f"{when.day:02d}.{when.month:02d}.{when.year}",
                        f"{when.month:02d}/{when.year}", str(when.year)), weights=(70, 20, 10))[0]


def dollars(cents: int) -> str:
    return f"${cents // 100:,}.{cents % 100:02d}"


def pounds(pence: int) -> str:
    return f"£{pence // 100}.{pence % 100:02d}"


def euros(cents: int) -> str:
    """14,99 € (a no-break space before the sign, as German shops print it)."""
    return f"{cents // 100},{cents % 100:02d}\u00a0€"


def share_links(page_url: str, title: str, extra: str = "") -> str:
    """Share buttons: their URLs repeat the page URL and the title (hidden duplicates)."""
    url, words = quote(page_url, safe=""), quote_plus(title)
    return (f'<a class="share-twitter" href="https://twitter.com/share?url={url}&amp;text={words}'
            f'{extra}" title="Tweet this">Tweet</a>\n'
            f'<a class="share-facebook" href="https://www.facebook.com/sharer.php?u={url}'
            f'&amp;t={words}" title="Share on Facebook">Share</a>\n'
            f'<a class="share-mail" href="mailto:?subject={words}&amp;body={url}">'
            'E-mail to a friend</a>')


def also_bought(rng: random.Random, heading: str, count: int) -> str:
    """A sidebar of other books: titles and people that are not this page's values."""
    items = "\n".join(
        f'<li><a href="/product/{isbn13(rng)}">{esc(text.title(rng, "en"))}</a>'
        f'<br><span class="by">{esc(text.person(rng, "en"))}</span></li>'
        for _ in range(count))
    return f'<div class="also-bought"><h3>{esc(heading)}</h3>\n<ul>\n{items}\n</ul></div>'


def description(rng: random.Random, low: int, high: int) -> str:
    return "\n".join(f"<p>{esc(text.paragraph(rng, 'en', 2, 5))}</p>"
                     for _ in range(rng.randint(low, high)))


def reviews(rng: random.Random, low: int, high: int) -> str:
    """0..n customer reviews (a loop) under an anchor the "Write a Review" link points at."""
    out = []
    for _ in range(rng.randint(low, high)):
        out.append(f'<div class="review"><div class="stars">{rng.randint(1, 5)} of 5 stars</div>'
                   f'<p class="review-by">{esc(text.handle(rng, "en"))} wrote:</p>'
                   f'<p>{esc(text.paragraph(rng, "en", 1, 3))}</p></div>')
    return "\n".join(out) or '<p class="no-reviews">Be the first to review this title.</p>'


def quoted(value: str) -> str:
    """A string literal for an inline script."""
    return '"' + value.replace("\\", "\\\\").replace('"', '\\"').replace("</", "<\\/") + '"'
