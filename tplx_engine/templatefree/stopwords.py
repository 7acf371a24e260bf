"""Stopword tests for valid characters (SPEC §7, CEVC; source 002 §2.3.2 definition 2.6).

The source tests Chinese text against jieba's stopword list. We ship lists for several
languages (resources/stopwords/*.txt, installed as ``tplx_resources``) and pick the one that
fits the page (``choose_stopwords``). Departure for languages without a list: instead of
failing, the page's own most frequent short words stand in for the list (function words are
the most frequent words of every language written with spaces), and for scripts written
without spaces a text counts when it is sentence-like. See docs/templatefree.md.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass
from functools import cache
from importlib import resources

WORD = re.compile(r"[^\W\d_]+(?:['’][^\W\d_]+)?")
_HAN = re.compile(r"[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]")
_KANA_HANGUL_THAI = re.compile(r"[\u3040-\u30ff\uac00-\ud7af\u0e00-\u0e7f]")
_SENTENCE_PUNCT = re.compile(r"[.!?;:,。！？；：，、…]")

# A language is recognised when at least this share of the page's words are in its list.
# Running English/German text has 40-55 %; link lists and menus far less (docs/templatefree.md).
MIN_LIST_SHARE = 0.12
DERIVED_SIZE = 40  # how many frequent words stand in for a missing list
DERIVED_MAX_LEN = 4  # function words are short
NO_SPACE_MIN_CHARS = 12  # sentence-like text in scripts without spaces


@dataclass(frozen=True, eq=False)
class Stopwords:
    """A stopword test. ``kind``: 'words' (whole words), 'substrings' (Chinese) or
    'sentence' (no list: sentence-like text)."""

    language: str
    kind: str
    words: frozenset[str]
    pattern: re.Pattern | None = None

    def matches(self, text: str) -> bool:
        """True when ``text`` contains at least one stopword."""
        if self.kind == "substrings":
            return self.pattern.search(text) is not None
        if self.kind == "sentence":
            return (len(text.strip()) >= NO_SPACE_MIN_CHARS
                    and _SENTENCE_PUNCT.search(text) is not None)
        words = self.words
        for w in WORD.findall(text):
            if w.lower() in words:
                return True
        return False

    def count(self, text: str) -> int:
        """How many stopword occurrences ``text`` has (for language choice and scoring)."""
        if self.kind == "substrings":
            return len(self.pattern.findall(text))
        if self.kind == "sentence":
            return int(self.matches(text))
        words = self.words
        return sum(1 for w in WORD.findall(text) if w.lower() in words)


def make_stopwords(words: Iterable[str], language: str = "custom",
                   substrings: bool = False) -> Stopwords:
    """A stopword test from a word list (``substrings`` for languages without spaces)."""
    clean = frozenset(w.strip().lower() for w in words if w.strip())
    if substrings:
        ordered = sorted(clean, key=len, reverse=True)
        pattern = re.compile("|".join(map(re.escape, ordered))) if ordered else re.compile(r"(?!)")
        return Stopwords(language, "substrings", clean, pattern)
    return Stopwords(language, "words", clean)


SUBSTRING_LANGUAGES = frozenset({"zh", "ja", "th"})


@cache
def shipped_languages() -> tuple[str, ...]:
    try:
        folder = resources.files("tplx_resources") / "stopwords"
        names = [p.name for p in folder.iterdir() if p.name.endswith(".txt")]
    except (ModuleNotFoundError, FileNotFoundError, NotADirectoryError):
        return ()
    return tuple(sorted(n[:-4] for n in names))


@cache
def load_stopwords(language: str) -> Stopwords:
    """The shipped list of ``language`` ('en', 'zh', 'de', ...). KeyError if none is shipped."""
    if language not in shipped_languages():
        raise KeyError(f"no stopword list shipped for language {language!r}")
    text = (resources.files("tplx_resources") / "stopwords" / f"{language}.txt").read_text("utf-8")
    words = [line for line in text.splitlines() if line.strip() and not line.startswith("#")]
    return make_stopwords(words, language, substrings=language in SUBSTRING_LANGUAGES)


SENTENCE_LIKE = Stopwords("none", "sentence", frozenset())


def derived_stopwords(texts: Iterable[str]) -> Stopwords:
    """The page's most frequent short words as a stand-in list (no shipped list fits)."""
    counts = Counter(w.lower() for t in texts for w in WORD.findall(t) if len(w) <= DERIVED_MAX_LEN)
    common = [w for w, n in counts.most_common(DERIVED_SIZE) if n >= 3]
    if not common:
        return SENTENCE_LIKE
    return make_stopwords(common, "derived")


def choose_stopwords(texts: Iterable[str], sample_chars: int = 60_000) -> Stopwords:
    """The stopword test that fits the language of ``texts`` (the page's text pieces).

    Han characters dominating -> Chinese; kana, hangul or Thai dominating -> sentence-like
    (no shipped list); otherwise the shipped list covering the largest share of words if that
    share reaches MIN_LIST_SHARE, else the page's own frequent short words.
    """
    sample: list[str] = []
    size = 0
    for t in texts:
        sample.append(t)
        size += len(t)
        if size >= sample_chars:
            break
    joined = " ".join(sample)
    han = len(_HAN.findall(joined))
    other_cjk = len(_KANA_HANGUL_THAI.findall(joined))
    words = [w.lower() for w in WORD.findall(joined)]
    letters = sum(map(len, words)) or 1
    if other_cjk > 0.1 * letters and other_cjk >= han * 0.2:
        return SENTENCE_LIKE
    if han > 0.3 * letters and "zh" in shipped_languages():
        return load_stopwords("zh")
    best, best_share = None, 0.0
    if words:
        for lang in shipped_languages():
            if lang in SUBSTRING_LANGUAGES:
                continue
            sw = load_stopwords(lang)
            share = sum(1 for w in words if w in sw.words) / len(words)
            if share > best_share:
                best, best_share = sw, share
    if best is not None and best_share >= MIN_LIST_SHARE:
        return best
    return derived_stopwords(sample)


def resolve_stopwords(stopwords, texts: Iterable[str]) -> Stopwords:
    """Accept 'auto', a language code, a ``Stopwords`` or an iterable of words."""
    if isinstance(stopwords, Stopwords):
        return stopwords
    if stopwords is None or stopwords == "auto":
        return choose_stopwords(texts)
    if isinstance(stopwords, str):
        return load_stopwords(stopwords)
    return make_stopwords(stopwords)
