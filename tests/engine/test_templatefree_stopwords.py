"""Stopword lists (templatefree/stopwords.py): the language chosen from the text, shipped and
custom lists, and CEVC with a custom list."""

import lxml.html

from tplx_engine.templatefree.cevc import cevc
from tplx_engine.templatefree.stopwords import choose_stopwords, load_stopwords, make_stopwords


def test_stopword_choice_and_custom_lists():
    assert choose_stopwords(["Der Hund ist in dem Haus und die Katze auch."]).language == "de"
    assert choose_stopwords(["The dog is in the house and the cat is too."]).language == "en"
    assert choose_stopwords(["これは日本語の文章です。"]).kind == "sentence"
    assert load_stopwords("en").matches("what is it")
    assert not load_stopwords("en").matches("Price list 2024")
    custom = make_stopwords(["foo"])
    root = lxml.html.document_fromstring("<html><body><p>foo bar baz</p></body></html>")
    assert cevc(root, stopwords=custom).ok
    assert not cevc(root, stopwords="en").ok
