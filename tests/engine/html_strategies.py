"""Hypothesis strategies for HTML: tag soup and nested trees with end tags sometimes left out,
texts with entities, CDATA, comments and non-ASCII names (shared by the property tests)."""

from hypothesis import strategies as st

TAGS = ["html", "head", "body", "div", "span", "ul", "li", "a", "p", "b", "script", "style",
        "template", "noscript", "table", "tr", "td", "br", "img", "svg", "title", "DIV", "LI",
        "A", "fb:like", "textarea", "frameset", "input", "select", "option", "iframe",
        "aä", "DİV", "größe"]  # the last three: non-ASCII names send the scan to Python
LIST_TAGS = ["body", "li", "a", "li", "a", "li", "a"]  # list-link text needs all three
ATTRS = ["", ' a="<>&"', " b=x/", " c", " d='\"'", ' e"f=1']
TEXTS = ["x", "word ", " ", "\n\t", "\xa0", "\u3000", "中文", "&amp;", "&lt;", "&nbsp;", "&#13;",
         "&#x2003;", "a < b", "&", "'</div>'", "<!-- <li><a>c</a></li> -->", "<?pi x?>",
         "<![CDATA[ d ]]>", "\r\n", "é", "<!DOCTYPE html>", "]]>", "-->", "<", "</li>", "\x0c",
         "\x1f\x01"]
# few control characters: most become &#xFFFD; and send the counts to the Python path
TEXT = st.one_of(st.sampled_from(TEXTS),
                 st.text(st.characters(exclude_categories=("Cs", "Cc")), max_size=6))
TAG = st.one_of(st.sampled_from(TAGS), st.sampled_from(LIST_TAGS))
PIECES = st.one_of(  # tag soup: the parser's error recovery
    TAG.map(lambda t: f"<{t}>"),
    TAG.map(lambda t: f"</{t}>"),
    st.tuples(TAG, st.sampled_from(ATTRS)).map(lambda p: f"<{p[0]}{p[1]}>"),
    TEXT,
)
TREES = st.recursive(  # nested markup, end tags sometimes left out
    TEXT,
    lambda children: st.tuples(TAG, st.sampled_from(ATTRS), st.lists(children, max_size=4),
                               st.booleans()).map(
        lambda t: f"<{t[0]}{t[1]}>{''.join(t[2])}" + (f"</{t[0]}>" if t[3] else "")),
    max_leaves=30)
