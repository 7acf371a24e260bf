"""The default content method (templatefree/content.py): CEVC's node, pruned of link lists and
hidden nodes; CEVC's reason when a page has no content."""

from __future__ import annotations

import lxml.html
import pytest
from lxml import etree

from tplx_engine.templatefree.cevc import cevc
from tplx_engine.templatefree.content import extract_content, link_and_text_chars
from tplx_engine.templatefree.flatview import build_view
from tplx_engine.templatefree.teasers import teaser_runs

STORY = ("The council said on Monday that the new bridge would open in the spring of next year.",
         "It is the first bridge to be built across the river in more than forty years.",
         "Engineers have tested the structure for months, and they say that it is ready.")
ZH_STORY = ("市政府周一表示，这座新桥将于明年春天通车，这是四十多年来在这条河上修建的第一座桥。",
            "工程师们已经对这座桥的结构进行了几个月的测试，他们说它已经准备好了，可以随时投入使用。",
            "附近的居民说，他们期待着新桥通车以后，每天上下班的路程能够缩短将近半个小时的时间。")


def box_in_story(box: str, paragraphs=STORY, before: str = "") -> lxml.html.HtmlElement:
    """A page whose article (``div#story``) holds ``paragraphs``, then ``box``, then one more
    paragraph."""
    story = "".join(f"<p>{p}</p>" for p in paragraphs)
    return lxml.html.document_fromstring(
        f'<html><body>{before}<div id="story">{story}{box}<p>{STORY[0]}</p></div></body></html>')


def test_default_method_prunes_link_lists_and_hidden_nodes():
    related = "".join(f'<li><a href="/r{i}">Another story {i}</a></li>' for i in range(8))
    story = "".join(f"<p>{p}</p>" for p in STORY)
    root = lxml.html.document_fromstring(
        f'<html><body><div id="story">{story}<ul class="more">{related}</ul>'
        f'<p style="display:none">This is hidden text of the page.</p>'
        f'<nav><span>Menu</span> <span>Sections</span></nav></div></body></html>')
    plain = cevc(root)
    default = extract_content(root)
    assert plain.node is default.node
    assert "Another story" in plain.text and "Another story" not in default.text
    assert "hidden text" in plain.text and "hidden text" not in default.text
    assert "Sections" in plain.text and "Sections" not in default.text
    assert default.method == "default"
    assert extract_content(root, method="cevc").method == "cevc"
    with pytest.raises(ValueError):
        extract_content(root, method="magic")


def test_the_markup_inside_an_iframe_is_not_text():
    # the HTML parser keeps an iframe's content as raw text (an ad server's script, a
    # fallback paragraph); no browser shows it
    fallback = " ".join(["<p>This is what the frame would have said to the reader.</p>"] * 12)
    root = lxml.html.document_fromstring(
        f'<html><body><div class="frame"><iframe src="/ad">{fallback}</iframe></div>'
        f'<div class="story"><p>{STORY[0]}</p></div></body></html>')
    result = extract_content(root)
    assert result.text == STORY[0]


def test_a_page_without_text_outside_links_gives_a_reason():
    for markup in ("<html><body></body></html>",
                   "<html><body><a href='/'>the home of the site</a></body></html>"):
        root = lxml.html.document_fromstring(markup)
        result = extract_content(root)
        assert not result.ok and result.node is None and result.text == ""
        assert result.reason == "no valid characters: no text outside links", markup
        assert cevc(root).reason.startswith("no valid characters"), markup


def test_a_page_of_labels_without_a_stopword_gives_its_labels():
    # CEVC counts only text with a stopword, and gives nothing here; what such a page says
    # outside its links is all its content
    root = lxml.html.document_fromstring(
        "<html><body><nav><a href='/'>Home</a></nav><h1>Test Case 1</h1><div><p>Price list "
        "2024</p><p>Test Case 2</p></div></body></html>")
    assert not cevc(root).ok
    result = extract_content(root)
    assert result.ok and "Price list 2024" in result.text and "Test Case 2" in result.text
    assert "Home" not in result.text


@pytest.mark.parametrize("style", ["visibility: hidden;", "display:none"])
def test_an_article_hidden_until_a_script_shows_it_is_read(style):
    # WeChat writes its article "visibility: hidden" and shows it with a script: where the
    # page shows next to nothing, its hidden text is read
    story = "".join(f"<p>{p} {p}</p>" for p in STORY)
    root = lxml.html.document_fromstring(
        f'<html><body><h1>The new bridge</h1><div id="content" style="{style}">{story}</div>'
        "</body></html>")
    assert STORY[2] in extract_content(root).text


def test_hidden_text_stays_out_where_the_article_is_shown():
    story = "".join(f"<p>{p} {p}</p>" for p in STORY)
    hidden = "".join(f"<p>A hidden note that no reader sees, number {n}, about the town.</p>"
                     for n in range(20))
    root = lxml.html.document_fromstring(
        f'<html><body><div>{story}</div><div style="display:none">{hidden}</div>'
        "</body></html>")
    text = extract_content(root).text
    assert STORY[2] in text and "hidden note" not in text


def test_ten_thousand_levels_deep_page_is_pruned_iteratively():
    root = etree.Element("html")
    node = etree.SubElement(root, "body")
    for _ in range(10_000):
        node = etree.SubElement(node, "div")
    node.text = "This is the text at the bottom of the page and it is long enough."
    result = extract_content(root)
    assert result.ok and result.text.startswith("This is the text")


def test_a_link_inside_a_paragraph_stays_and_a_line_of_links_goes():
    root = lxml.html.document_fromstring(
        f'<html><body><div id="story"><p>{STORY[0]}</p>'
        f'<p>It is the first <a href="/b">bridge to be built</a> across the river in more than '
        f'forty years.</p><p>{STORY[2]}</p>'
        '<div>Read more: <a href="/x">Bridges of the region and their long history</a></div>'
        '</div></body></html>')
    text = extract_content(root).text
    assert "It is the first bridge to be built across the river" in text
    assert "Bridges of the region" not in text and "Read more" not in text


def test_a_line_mostly_of_links_stays_when_it_holds_prose_outside_them():
    # a Wikipedia sentence: 115 of its 189 characters are in links, 74 are not
    linked = ('<p>The <a href="/f">Mozilla Foundation</a> and its <a href="/c">Mozilla '
              'Corporation</a> subsidiary released the <a href="/ff">Firefox web browser</a> and '
              'the <a href="/t">Thunderbird email client</a>, and later built <a href="/os">'
              'Firefox OS for mobile phones</a> on top of the <a href="/g">Gecko layout engine'
              '</a> in the year 2012.</p>')
    related = '<p><a href="/r">Mozilla releases another report on the web</a> (2012)</p>'
    root = lxml.html.document_fromstring(
        f'<html><body><div id="story"><p>{STORY[0]}</p>{linked}<p>{STORY[1]}</p>{related}'
        f'<p>{STORY[2]}</p></div></body></html>')
    text = extract_content(root).text
    assert "Mozilla Corporation subsidiary released the Firefox web browser" in text
    assert "another report" not in text  # a linked headline and its year


def test_a_heading_that_is_a_link_stays_when_it_heads_a_section_of_the_article():
    section = " ".join(STORY)  # over SECTION_PROSE characters
    root = lxml.html.document_fromstring(
        '<html><body><div id="story"><p>Five games to buy for the new headset.</p>'
        + "".join(f'<h3><a href="/game{i}">Game number {i} ($20)</a></h3><p>{section}</p>'
                  for i in range(3))
        + '<h3><a href="/more">More reviews</a></h3><p>Short blurb.</p>'
        '</div></body></html>')
    text = extract_content(root).text
    assert all(f"Game number {i} ($20)" in text for i in range(3))
    assert "More reviews" not in text  # a line of links over a short blurb is no section


def test_an_article_spread_over_sibling_blocks_is_kept_whole():
    # the first block holds more than half of the article: CEVC steps into it alone
    first = "".join(f"<p>{p}</p>" for p in STORY * 2)
    root = lxml.html.document_fromstring(
        f'<html><body><nav><a href="/">Home</a> <a href="/n">News</a></nav>'
        f'<article><h1>The new bridge</h1><div class="chunk">{first}</div>'
        f'<div class="ad"><a href="/ad">Buy now</a></div>'
        f'<div class="chunk"><p>{STORY[1]}</p><p>{STORY[0]}</p></div>'
        f'<p>Copyright 2024 by the Daily Paper, and all of the rights are reserved.</p>'
        f'</article></body></html>')
    result = extract_content(root)
    assert cevc(root).node.get("class") == "chunk"
    assert result.text.startswith("The new bridge")
    assert result.text.count(STORY[0]) == 3 and result.text.count(STORY[1]) == 3
    assert "Copyright" not in result.text and "Buy now" not in result.text
    assert [b.get("class") or b.tag for b in result.blocks] == ["h1", "chunk", "ad", "chunk"]
    assert result.node.tag == "article"


RELATED_BOX = ('<div class="more"><span>More on this story</span><ul>' + "".join(
    f'<li><a href="/s{i}">Another story about the bridge and the river, part {i}</a></li>'
    for i in range(3)) + "</ul></div>")


@pytest.mark.parametrize("shape", ["section", "div"])
def test_a_box_between_two_chunks_of_one_shape_is_passed_over(shape):
    # an article in named chunks (or paragraph components) with a related box between two of
    # them: the chunks after the box are the article's too, the box is not
    first = "".join(f"<p>{p}</p>" for p in STORY * 2)
    root = lxml.html.document_fromstring(
        f'<html><body><div id="body"><{shape} class="chunk">{first}</{shape}>'
        f'{RELATED_BOX}<{shape} class="chunk"><p>{STORY[1]}</p></{shape}>'
        f'</div><footer><p>{STORY[2]} in the footer</p></footer></body></html>')
    text = extract_content(root).text
    assert text.count(STORY[1]) == 3 and "Another story" not in text
    assert "footer" not in text


def test_a_box_before_a_block_of_another_shape_still_ends_the_article():
    # past the box lies a bare block of no named shape (a table of more stories): no chunk
    first = "".join(f"<p>{p}</p>" for p in STORY * 2)
    root = lxml.html.document_fromstring(
        f'<html><body><div id="body"><table><tr><td>{first}</td></tr></table>'
        f'{RELATED_BOX}<table><tr><td><p>{STORY[1]}</p></td></tr></table>'
        '</div></body></html>')
    assert extract_content(root).text.count(STORY[1]) == 2


def test_a_table_column_beside_the_article_is_not_part_of_it():
    story = "".join(f"<p>{p}</p>" for p in STORY * 2)
    side = "This is a publication of the group, and it is read in all of the towns of the region."
    root = lxml.html.document_fromstring(
        f'<html><body><table><tr><td>{story}</td><td><p>{side}</p></td></tr></table>'
        '</body></html>')
    result = extract_content(root)
    assert STORY[2] in result.text and "publication of the group" not in result.text


def test_a_grid_of_teasers_does_not_outweigh_a_short_article():
    teasers = "".join(
        f'<div class="teaser"><h3><a href="/t{i}">Headline of another story number {i}</a></h3>'
        f'<p>The mayor said on Tuesday that the plan for the park would be ready in the spring, '
        f'and that it is the {i}th plan of its kind.</p></div>' for i in range(8))
    root = lxml.html.document_fromstring(
        f'<html><body><div id="story"><p>{STORY[0]}</p><p>{STORY[1]}</p></div>'
        f'<div id="more">{teasers}</div></body></html>')
    assert "mayor" in cevc(root).text  # the source method takes the grid
    result = extract_content(root)
    assert result.node.get("id") == "story" and "mayor" not in result.text


def test_paragraphs_that_open_with_a_long_link_are_no_teaser_headlines():
    """A paragraph that opens with a link over most of its text and goes on after it is a
    sentence that links its source, not a headline above a blurb: a grid's headline ends with
    its link."""
    blurb = "<p>The mayor said that this would be the best year for the town.</p>"
    sentence = ('<p><a href="/s">The council said on Monday that the new bridge would open in '
                "the spring</a> of next year, and not before then.</p>")
    headline = '<p><a href="/s">The council says the new bridge will open in the spring</a></p>'
    for first, runs in ((sentence, 0), (headline, 1)):
        view = build_view(lxml.html.document_fromstring(
            f"<html><body><div>{(first + blurb) * 4}</div></body></html>"))
        assert len(teaser_runs(view, link_and_text_chars(view)[1])) == runs


def test_a_sentence_that_goes_on_after_its_link_is_kept_and_a_link_line_is_not():
    sentence = ('<p><a href="/s">The council said on Monday that the new bridge</a> would open in '
                "the spring.</p>")
    read_more = ('<p><strong>Read more:</strong> <a href="/r">Why the bridge will change the '
                 "city</a></p>")
    root = box_in_story(sentence + read_more)
    text = extract_content(root).text
    assert "new bridge would open in the spring." in text and "Read more" not in text


@pytest.mark.parametrize("space", ["", "\n  "])  # markup written on one line, or indented
def test_a_grid_of_teaser_boxes_between_the_paragraphs_is_left_out(space):
    grid = f'<div class="x1">{space}' + "".join(
        f'<div class="x2">{space}<a href="/t{i}"><h4>Headline of another story number {i}</h4>'
        f"</a>{space}<p>The mayor said that this would be the best year for the town and its "
        f"people.</p>{space}</div>{space}" for i in range(4)) + "</div>"
    story = [f"<p>{p} {p}</p>" for p in STORY]
    root = lxml.html.document_fromstring(
        f'<html><body><div id="story">{story[0]}{story[1]}{grid}{story[2]}{story[0]}</div>'
        "</body></html>")
    result = extract_content(root)
    assert result.node.get("id") == "story" and "mayor" not in result.text
    assert all(p in result.text for p in STORY)


LAST = ("The old bridge will stay open to people on foot and on bicycles, and the council has "
        "asked the town what it would like to see on it in the years to come.")


def test_a_paragraph_after_a_button_is_no_teaser_blurb():
    # a teaser's headline links another page; a button (<a> with no page to go to) before the
    # article's last paragraph heads no record, even where a grid of teasers follows
    grid = "".join(f'<div><a href="/s{i}">Another story about the town, number {i}</a><p>A '
                   f"short blurb of the story {i} that is on another page.</p></div>"
                   for i in range(4))
    first = " ".join(STORY * 2)
    root = lxml.html.document_fromstring(
        f'<html><body><article><div class="c"><p>{first}</p></div><div class="c"><p>{STORY[1]}'
        '</p></div><div class="c"><a class="button">Share this story</a></div><div class="c">'
        f"<p>{LAST}</p></div></article>{grid}</body></html>")
    assert LAST in extract_content(root).text


def test_an_article_in_boxes_of_one_shape_keeps_them_when_a_few_start_with_a_link():
    # the article's paragraphs in chunks of one shape; four chunks open with a linked credit
    # and a short paragraph, as a teaser opens with a headline: the few are no grid, and the
    # other chunks are no teasers
    credited = [f'<div class="c1"><p><a href="/artist{i}">(Artist: Someone number {i})</a></p>'
                f"<p>The town said that this drawing of the bridge was the best of the year, "
                f"and gave it a prize.</p></div>" for i in range(4)]
    chunks = [f'<div class="c1"><p>{p} {p}</p><p>{p}</p></div>' for p in STORY * 3]
    root = lxml.html.document_fromstring(
        f'<html><body><div id="story">{"".join(chunks[:3] + credited + chunks[3:])}</div>'
        "</body></html>")
    result = extract_content(root)
    assert all(p in result.text for p in STORY)
    assert result.text.count("drawing of the bridge") == 4


NEXT_STORY = ("The museum will open a new hall for the paintings of the old town next month.",
              "It took the builders three years to finish the hall, which is made of glass.")


def test_the_next_article_of_an_endless_scroll_is_left_out():
    # the next story, loaded under the page's own, headed by a link to its page and longer
    story = "".join(f"<p>{p}</p>" for p in STORY)
    following = "".join(f"<p>{p}</p>" for p in NEXT_STORY * 3)
    root = lxml.html.document_fromstring(
        f'<html><body><div id="page"><div id="story"><h1>The bridge</h1>{story}</div>'
        f'<div class="next"><h2><a href="/museum-hall">The new hall</a></h2>{following}</div>'
        "</div></body></html>")
    result = extract_content(root)
    assert all(p in result.text for p in STORY)
    assert NEXT_STORY[0] not in result.text


def test_a_page_under_a_linked_logo_is_no_follow_on():
    # the whole page sits under the site's logo, a heading that links home; a skip link
    # before it is no article
    story = "".join(f"<p>{p}</p>" for p in STORY * 2)
    root = lxml.html.document_fromstring(
        '<html><body><div id="skip">Skip to the content of this page, please</div>'
        f'<div id="wrap"><h1><a href="/">The Daily Site</a></h1><div id="story">{story}</div>'
        "</div></body></html>")
    result = extract_content(root)
    assert all(p in result.text for p in STORY) and "Skip" not in result.text


@pytest.mark.parametrize("n_comments", [6, 16])  # 16: 4 times the article; no class says so
def test_a_comment_thread_with_timestamps_does_not_outweigh_a_short_article(n_comments):
    comments = "".join(
        f'<div><b>reader{i}</b> <span>{1 + i} March 2021, 10:{10 + i}</span>'
        f'<p>I think that the bridge is a waste of the money of the city, and that it will be '
        f'late like all of the other ones that they have built in the last years.</p></div>'
        for i in range(n_comments))
    story = "".join(f"<p>{p}</p>" for p in STORY * 2)
    root = lxml.html.document_fromstring(
        f'<html><body><div><div id="story">{story}</div>'
        f'<div id="talk">{comments}</div></div></body></html>')
    assert "waste of the money" in cevc(root).text  # the source method takes the thread
    result = extract_content(root)
    assert result.node.get("id") == "story" and "waste" not in result.text


def test_a_threaded_comment_section_does_not_outweigh_a_short_article():
    # replies sit inside the comments they answer, and no class name says "comments"
    def said(i: int, replies: str = "") -> str:
        return (f'<div class="c7"><b>reader{i}</b> <span>{1 + i % 28} March 2021, 10:1{i % 10}'
                f"</span><p>I think that the bridge is a waste of the money of the city, and it "
                f"will be late like all the other ones they built.</p>{replies}</div>")
    talk = "".join(said(i, '<div class="c8">' + said(10 * i + 1) + said(10 * i + 2) + "</div>")
                   for i in range(6))
    story = "".join(f"<p>{p}</p>" for p in STORY * 2)
    root = lxml.html.document_fromstring(
        f'<html><body><div><div id="story">{story}</div>'
        f'<div class="c6">{talk}</div></div></body></html>')
    result = extract_content(root)
    assert result.node.get("id") == "story" and "waste" not in result.text


AGREE = [f"<p>{p} I agree with all of this.</p>" for p in STORY * 3]


def assert_article_not_talk(article_class: str, talk: str) -> None:
    """A short article in ``<div class=article_class>``, then ``talk`` (more text, with "I
    agree"): the source method takes the talk, the default method the article alone."""
    story = "".join(f"<p>{p}</p>" for p in STORY)
    root = lxml.html.document_fromstring(
        f'<html><body><div><div class="{article_class}">{story}</div>{talk}</div></body></html>')
    assert "I agree" in cevc(root).text
    result = extract_content(root)
    assert result.node.get("class") == article_class and "I agree" not in result.text


def test_a_class_naming_comments_and_body_is_furniture_and_content_wrappers_are_not():
    assert_article_not_talk("post-content no-sidebar",
                            "".join(f'<div class="comments-body">{p}</div>' for p in AGREE))


@pytest.mark.parametrize("furniture", ['<aside class="css-9f2c1a">', '<div role="complementary">',
                                       '<footer class="css-9f2c1a">', '<div role="dialog">',
                                       '<div class="x1" aria-modal="true">',
                                       '<dialog open>'])
def test_an_aside_or_footer_says_so_in_its_tag_or_role_whatever_its_class(furniture):
    # hashed class names (CSS modules) leave the tag and the ARIA role to read
    tag = furniture[1:].split()[0]
    assert_article_not_talk("css-a81b2e", f"{furniture}{''.join(AGREE)}</{tag}>")


@pytest.mark.parametrize("names", ['id="cookie-notice"', 'class="gdpr-box"',
                                   'id="consent-manager"'])
def test_a_cookie_consent_box_is_furniture(names):
    # consent managers write paragraphs of prose that outweigh a short article
    assert_article_not_talk("css-a81b2e", f"<div {names}>{''.join(AGREE)}</div>")


@pytest.mark.parametrize("names", ['class="author-bio"', 'id="about-the-author"',
                                   'class="bio"'])
def test_the_authors_box_after_the_article_is_left_out(names):
    story = "".join(f"<p>{p}</p>" for p in STORY)
    box = (f"<div {names}><p><strong>Jane Doe</strong> is a senior reporter who covers the town "
           "hall and the courts, and she lives in the old town with her family.</p></div>")
    root = lxml.html.document_fromstring(
        f'<html><body><div id="story">{story}{box}</div></body></html>')
    result = extract_content(root)
    assert all(p in result.text for p in STORY) and "Jane Doe" not in result.text


def test_a_box_named_as_furniture_inside_the_article_is_left_out():
    root = box_in_story('<div class="related-stories"><p>The mayor said that the park will '
                        'open in the spring of the next year, and that it is the first one in '
                        "the town.</p></div>")
    result = extract_content(root)
    assert result.node.get("id") == "story" and "mayor" not in result.text
    assert "mayor" in cevc(root).text


def test_a_box_with_its_own_heading_among_the_paragraphs_is_left_out_whatever_its_class():
    # a support appeal, a "most read" box: headed, among the article's paragraphs, class hashed
    box = ('<div class="x7a1"><h2>Support our journalism</h2><p>Our work is funded by our '
           "readers, and it is their support that keeps us independent of any owner.</p>"
           '<a href="/support">Support us</a></div>')
    result = extract_content(box_in_story(box, STORY * 2, before="<h1>Bridge</h1>"))
    assert "funded" not in result.text and "Bridge" in result.text
    assert all(p in result.text for p in STORY)
    # after a short article, an appeal holding more than half as much text as its paragraphs
    appeal = box.replace("owner.</p>", "owner. If you can, please give once or every month: "
                         "every gift, however big or small, makes a difference.</p>")
    result = extract_content(box_in_story(appeal, STORY[1:]))
    assert "funded" not in result.text and all(p in result.text for p in STORY)
    # sections of a long read each open with their heading: they are the article
    sections = "".join(f"<section><h2>Part {n}</h2><p>{STORY[n]}</p></section>"
                       for n in range(3))
    assert all(f"Part {n}" in extract_content(box_in_story(sections, STORY * 2)).text
               for n in range(3))


@pytest.mark.parametrize("label", ["TOGETHER WITH LEDGERLY", "Sponsored by Ledgerly",
                                   "Advertisement", "Anzeige"])
def test_a_box_labelled_as_a_sponsors_inside_the_article_is_left_out(label):
    # a newsletter's sponsor written with the article's own paragraph and heading classes
    box = (f'<div class="section"><p class="paragraph"><span>{label}</span></p><h3 class='
           '"paragraph">Bookkeeping that runs itself.</h3><p class="paragraph">Connect your '
           'bank in two minutes and let us close the month.</p><a href="/try">Try it</a></div>')
    result = extract_content(box_in_story(box))
    assert "Bookkeeping" not in result.text and all(p in result.text for p in STORY)
    # a box whose first line only starts so is the article's: "Together with his wife ..."
    told = box.replace(label, "Together with his wife, the engineer walked across the bridge.")
    assert "Bookkeeping" in extract_content(box_in_story(told)).text


def test_a_sign_up_box_inside_the_article_is_left_out_whatever_its_class():
    story = "".join(f"<p>{p}</p>" for p in STORY)
    box = ('<div class="x9f2"><p>Get the best of our stories about the town in your inbox '
           'every morning of the week.</p><form action="/s"><input type="email" name="e">'
           "<button>Sign up</button></form></div>")
    result = extract_content(box_in_story(box))
    assert result.node.get("id") == "story" and "inbox" not in result.text
    assert all(p in result.text for p in STORY)
    # an email field in an article's long stretch of prose takes nothing with it
    root = lxml.html.document_fromstring(
        f'<html><body><div id="story">{story}<form><input type="email"></form></div>'
        "</body></html>")
    assert all(p in extract_content(root).text for p in STORY)


def test_paragraphs_before_a_read_more_wrapper_belong_to_the_article():
    rest = "".join(f"<p>{p}</p>" for p in STORY * 3)
    form = ('<div class="box"><h2>Post a comment</h2><p>Comments are read by the editors of the '
            'paper before they are shown to all of the readers.</p><form><textarea></textarea>'
            '</form></div>')
    root = lxml.html.document_fromstring(
        f'<html><body><div id="article"><p>{STORY[1]}</p><p>{STORY[2]}</p>'
        f'<div class="read-more">{rest}</div>{form}</div></body></html>')
    assert cevc(root).node.get("class") == "read-more"
    text = extract_content(root).text
    assert text.startswith(STORY[1]) and text.count(STORY[2]) == 4
    assert "editors" not in text


def test_a_read_more_wrapper_holding_a_link_and_a_box_of_paragraphs_continues_the_article():
    rest = "".join(f"<p>{p}</p>" for p in STORY * 3)
    root = lxml.html.document_fromstring(
        f'<html><body><div id="story"><h1>The new bridge</h1><p>{STORY[1]}</p>'
        f'<div class="read-more"><a href="#more">Read more</a><div class="ad"></div>'
        f'<div class="rest">{rest}</div></div></div></body></html>')
    assert cevc(root).node.get("class") == "rest"  # CEVC steps two levels into the wrapper
    text = extract_content(root).text
    assert text.startswith("The new bridge") and text.count(STORY[1]) == 4


def test_wrappers_around_the_rest_of_the_article_are_no_levels_of_its_running_text():
    """The rest of the article three wrappers down (a component's shells) after an ad slot:
    each wrapper holds one child, so the paragraphs are as near as a "read more" box's."""
    rest = "".join(f"<p>{p}</p>" for p in STORY * 3)
    root = lxml.html.document_fromstring(
        f'<html><body><div id="story"><p>{STORY[1]}</p><p>{STORY[2]}</p>'
        f'<div class="ad"></div><div class="c1"><div class="c2"><div class="c3">'
        f'<section>{rest}</section></div></div></div></div></body></html>')
    text = extract_content(root).text
    assert text.startswith(STORY[1]) and text.count(STORY[2]) == 4


def test_boxes_with_headings_of_their_own_after_the_article_do_not_join_it():
    """After the article's body (in a wrapper beside its sidebar), a "republish" panel and an
    appeal, each a box that opens with a heading of its own: not more of the article. The
    article's own sections, boxes of one shape, go on joining."""
    story = "".join(f"<p>{p}</p>" for p in STORY * 6)
    boxes = ('<div class="republish"><h3>We believe in the free flow of information</h3><p>'
             "Republish our articles for free, online or in print, under a licence that asks "
             "you to credit the author.</p></div><div class=\"pitch\"><h3>Before you go</h3><p>"
             "Our newsroom relies on readers like you, and every article is written by people "
             "who know the subject well.</p></div>")
    root = lxml.html.document_fromstring(
        f'<html><body><article class="content"><div class="wrap"><div class="body">{story}'
        f'</div><aside class="sidebar"><p>{STORY[0]}</p></aside></div>{boxes}</article>'
        "</body></html>")
    text = extract_content(root).text
    assert text.startswith(STORY[0]) and "Republish" not in text and "newsroom" not in text
    sections = "".join(f'<section class="part"><h2>Part {n}</h2><p>{STORY[n]} It goes on.</p>'
                       f"<p>{STORY[0]} And on.</p></section>" for n in range(3))
    root = lxml.html.document_fromstring(f"<html><body><article>{sections}</article></body></html>")
    assert extract_content(root).text.count("It goes on.") == 3


def test_the_next_article_headed_by_a_link_does_not_join_the_article():
    story = "".join(f"<p>{p}</p>" for p in STORY * 2)
    preview = f"<p>{STORY[2]} The ferry will stop.</p><p>{STORY[0]} The ferry was old.</p>"
    section = f"<p>{STORY[1]} A second part.</p><p>{STORY[0]} It goes on.</p>"
    root = lxml.html.document_fromstring(
        f'<html><body><div class="wrap"><article><h1>The new bridge</h1>{story}</article>'
        f'<article><h2><a href="#part-2">Part two</a></h2>{section}</article>'
        f'<article><h2><a href="/ferry">Next: the ferry stops</a></h2>{preview}</article>'
        f'</div></body></html>')
    text = extract_content(root).text
    assert "A second part." in text  # a heading linked within the page: a section of it
    assert "ferry" not in text  # a heading linking to another page: another article


def _article_with_bare_comments(heading: str, body_paragraphs: int = 3) -> str:
    """The article's paragraphs, then in the same container a comment thread that is no block
    of its own (a bold heading, names and messages between <br>s), and a rights notice."""
    story = "".join(f"<p>{p}</p>" for p in STORY * body_paragraphs)
    thread = "".join(f"<br><b>Reader {n}</b><br>I think that the bridge is a waste of the money "
                     f"of all of us and the council should know it by now.<br><hr>"
                     for n in range(8))
    return (f'<html><body><div id="story">{story}<p>© 2008 The Daily Paper. All rights reserved.'
            f'</p><hr><a name="commentSection"></a><b>{heading}</b>{thread}</div></body></html>')


@pytest.mark.parametrize("heading", ["Comments are now closed for this story", "12 Comments",
                                     "Kommentare (12)", "3 Responses to “The new bridge”",
                                     "Leave a comment", "发表评论"])
def test_a_comment_thread_in_the_articles_own_container_is_cut_at_its_heading(heading):
    text = extract_content(lxml.html.document_fromstring(
        _article_with_bare_comments(heading))).text
    assert text.count(STORY[0]) == 3 and text.endswith(STORY[-1])  # the notice is gone too
    assert "Reader" not in text and "waste" not in text


def test_a_comment_heading_without_a_body_before_it_cuts_nothing():
    """A page that is all comments (no article above the heading) keeps its text."""
    text = extract_content(lxml.html.document_fromstring(
        _article_with_bare_comments("Comments", body_paragraphs=0))).text
    assert "waste" in text


@pytest.mark.parametrize("line", ["Comment", "Response", "“What do you think of it?”",
                                  "Comments made by the minister were not reported."])
def test_a_line_that_only_mentions_comments_is_not_a_comment_heading(line):
    story = "".join(f"<p>{p}</p>" for p in STORY * 2)
    root = lxml.html.document_fromstring(
        f"<html><body><div>{story}<h3>{line}</h3>{story}</div></body></html>")
    assert extract_content(root).text.count(STORY[0]) == 4


@pytest.mark.parametrize("meta", ["24 July 2015", "By Jane Doe", "Published: 30 avril 2015 à 07:19",
                                  "2012年2月19日 04:10", "Updated 3 hours ago",
                                  "Published: 1:43am, 24 Jan 2024 Why you can trust us",
                                  "2 minute read", "Lesezeit: 3 Min."])
def test_the_header_date_and_byline_lines_before_the_body_are_left_out(meta):
    """The page's metadata before the first paragraph goes: the headline above it (the page's
    TITLE) and the date or byline line (DATE, AUTHOR); a short line of the body that names a
    date stays."""
    story = f"<p>{' '.join(STORY)}</p>" * 2  # paragraphs of prose, not one-liners
    root = lxml.html.document_fromstring(
        f"<html><body><div><h1>The new bridge opens</h1><div class=meta>{meta}</div>{story}"
        f"<p>Work began on 3 May 2014.</p></div></body></html>")
    result = extract_content(root)
    text = result.text
    assert meta not in text and "The new bridge opens" not in text
    assert text.startswith(STORY[0]) and result.header == "The new bridge opens"
    assert text.endswith("Work began on 3 May 2014.")


@pytest.mark.parametrize("end", ["<p>(Jane Doe, 20.10.2023)</p>",
                                 "<p>Weiterlesen:</p><ul><li><a href='/a'>Mehr zur Brücke</a></li>"
                                 "<li><a href='/b'>Die alte Fähre</a></li></ul>",
                                 "<p>&lt;저작권자(c) 연합뉴스, 무단 전재-재배포 금지&gt;</p>",
                                 "<p>未经授权，禁止转载。</p>",
                                 "<p>推荐阅读</p><p>本站所刊载内容之知识产权为本站专属所有。未经许可，"
                                 "禁止进行转载、摘编、复制及建立镜像等任何使用。</p>",
                                 "<h3>Related</h3><ul><li><a href='/a'>The ferry</a></li></ul>",
                                 "<p>Quelle: dpa</p>", "<p>Šaltinis: Delfi</p><p>Griežtai "
                                 "draudžiama Delfi paskelbtą informaciją panaudoti kitur.</p>",
                                 "<p>Reproduction interdite sans autorisation.</p>",
                                 "<p>This article is available to subscribers only.</p><p>Get "
                                 "unlimited access for just $1 a week.</p>"])
def test_a_sign_off_or_a_label_left_without_its_links_at_the_end_is_no_article_text(end):
    story = "".join(f"<p>{p}</p>" for p in STORY * 2)
    root = lxml.html.document_fromstring(
        f'<html><body><div id="story">{story}{end}</div></body></html>')
    assert extract_content(root).text.endswith(STORY[2])


@pytest.mark.parametrize("heading", ["READ MORE:", "Related", "Lesen Sie auch", "推荐阅读"])
def test_a_list_heading_left_without_its_links_between_the_paragraphs_is_no_text(heading):
    links = "".join(f'<li><a href="/{k}">Another story about the town number {k}</a></li>'
                    for k in range(3))
    paragraphs = [f"<p>{p} {p}</p>" for p in STORY]
    paragraphs.insert(2, f"<p><strong>{heading}</strong></p><ul>{links}</ul>")
    root = lxml.html.document_fromstring(
        f"<html><body><article>{''.join(paragraphs)}</article></body></html>")
    text = extract_content(root).text
    assert heading not in text and text.count(STORY[2]) == 2


@pytest.mark.parametrize("label", ["Advertisement", "ADVERTISING", "Story continues below "
                                   "advertisement", "Anzeige", "Publicidad", "PUBLICIDADE",
                                   "Annons", "Iklan", "广告", "ΔΙΑΦΗΜΙΣΗ", "Oglas"])
def test_an_ad_slots_label_between_the_paragraphs_is_no_text(label):
    # (a label in capitals without the accents the word has: Greek drops them)
    paragraphs = [f"<p>{p} {p}</p>" for p in STORY]
    paragraphs.insert(2, f'<div class="slot"><div>{label}</div></div>')
    root = lxml.html.document_fromstring(
        f"<html><body><article>{''.join(paragraphs)}</article></body></html>")
    text = extract_content(root).text
    assert label not in text and text.count(STORY[2]) == 2


@pytest.mark.parametrize("credit", ["Foto: APA/Hans Punz", "Photo credit: Reuters",
                                    "图片来源：视觉中国", "资料图", "Bild: dpa"])
def test_a_pictures_credit_line_between_the_paragraphs_is_no_text(credit):
    paragraphs = [f"<p>{p} {p}</p>" for p in STORY]
    paragraphs.insert(2, f'<p><img src="/a.jpg"></p><p><span>{credit}</span></p>')
    root = lxml.html.document_fromstring(
        f"<html><body><article>{''.join(paragraphs)}</article></body></html>")
    text = extract_content(root).text
    assert credit not in text and text.count(STORY[2]) == 2


def test_a_paragraph_that_opens_with_a_photo_label_is_text():
    line = "Photo: the council published a picture of the bridge on its web site last week."
    paragraphs = [f"<p>{p} {p}</p>" for p in STORY] + [f"<p>{line}</p>"]
    root = lxml.html.document_fromstring(
        f"<html><body><article>{''.join(paragraphs)}</article></body></html>")
    assert extract_content(root).text.endswith(line)


@pytest.mark.parametrize("mark", ["— END —", "-END-", "（完）", "THE END"])
def test_an_end_mark_ends_the_article_and_the_credits_after_it_go(mark):
    story = "".join(f"<p>{p}</p>" for p in STORY * 2)
    root = lxml.html.document_fromstring(
        f'<html><body><div id="story">{story}<p>{mark}</p><p>编辑 | 王小明</p>'
        f'<p>往期推荐</p><p><a href="/x">另一篇文章</a></p></div></body></html>')
    assert extract_content(root).text.endswith(STORY[2])


def test_a_chinese_articles_credit_lines_before_and_after_the_body_are_no_text():
    body = "".join(f"<p>{p * 3}</p>" for p in ZH_STORY)  # paragraphs of 120 characters and more
    root = lxml.html.document_fromstring(
        f'<html><body><div class="article"><p>文｜林夕</p><p>编辑｜陈默</p>{body}'
        f'<p>(责编：陈键、王洋)</p></div></body></html>')
    text = extract_content(root).text
    assert text.startswith(ZH_STORY[0]) and text.endswith(ZH_STORY[-1]) and "编辑" not in text


def test_a_standfirst_and_a_caption_above_the_byline_are_header_not_body():
    story = "".join(f"<p>{p} {p}</p>" for p in STORY)
    root = lxml.html.document_fromstring(
        "<html><body><article><h1>The new bridge opens</h1><p class=dek>After four decades the "
        "town has a second crossing, and the traffic in the old centre should ease.</p><figure>"
        "<figcaption>The bridge at dawn. Photo: Ana Ruiz</figcaption></figure><div>By Jane Doe"
        f"</div><time>24 July 2015</time>{story}</article></body></html>")
    text = extract_content(root).text
    assert text.startswith(STORY[0]) and "second crossing" not in text and "Ruiz" not in text


@pytest.mark.parametrize("meta", ['<span>7 min read</span><span>Jul 26, 2023</span>',
                                  '<a href="/people/jane">Jane Doe</a><span>May 4, 2024 at '
                                  '10:02 p.m. EDT</span>',
                                  '<span>Maria Lopez</span><span><time>Julkaistu 16.4. 23:15'
                                  '</time> | <time>Päivitetty 16.4. 23:45</time></span>'])
def test_a_date_glued_to_the_inline_element_before_it_is_a_date_line(meta):
    # two inline elements without a space between them, which the page's styles set apart;
    # the word before each date its label ("published", "updated"), the year left out
    story = "".join(f"<p>{p} {p}</p>" for p in STORY)
    root = lxml.html.document_fromstring(
        f"<html><body><article><h1>The new bridge opens</h1><div>{meta}</div>{story}"
        "</article></body></html>")
    assert extract_content(root).text.startswith(STORY[0])


def test_the_articles_own_header_element_is_header_not_body():
    # a <header> inside the article: a long headline and a date line in a shape not read as
    # one (a time written with a dot, an update time alone); a short story below it
    headline = "Student dies after diet pills she bought online burned her up from within"
    story = "".join(f"<p>{p} {p}</p>" for p in STORY[:2])
    root = lxml.html.document_fromstring(
        f'<html><body><article><header><h1>{headline}</h1><div>Publiziert am 9. Jänner 2024, '
        f'22.19 Aktualisiert: 23.19</div></header><div class="story"><div>{story}</div><footer>'
        '<p>Red., ORF.at/Agenturen</p></footer></div></article></body></html>')
    result = extract_content(root)
    assert result.text.startswith(STORY[0]) and "Publiziert" not in result.text
    assert result.header.startswith(headline)


@pytest.mark.parametrize("notice", [
    "This post may contain affiliate links. As an Amazon Associate I earn from qualifying "
    "purchases.", "We earn a commission if you click this link and make a purchase."])
def test_a_paragraph_disclosing_affiliate_links_is_no_text(notice):
    paragraphs = [f"<p>{p} {p}</p>" for p in STORY]
    paragraphs.insert(0, f'<p class="note"><em>{notice}</em></p>')
    paragraphs.insert(3, f"<p>{notice}</p>")
    root = lxml.html.document_fromstring(
        f"<html><body><article>{''.join(paragraphs)}</article></body></html>")
    text = extract_content(root).text
    assert text.startswith(STORY[0]) and "commission" not in text and "affiliate" not in text


def test_the_article_ends_where_its_article_element_does():
    # a subscription prompt of two short lines set after the <article>, beside it in <main>
    paragraphs = "".join(f'<div class="t"><p>{p} {p}</p></div>' for p in STORY)
    root = lxml.html.document_fromstring(
        '<html><body><main><article><header><h1>The new bridge opens</h1></header><div>'
        f'{paragraphs}</div><div class="share"><button>Share</button></div></article><div '
        'class="offer"><p>Get access to all our journalism</p><p>Try us for 1 dollar the first '
        'month.</p><a href="/buy">Buy now</a></div></main></body></html>')
    assert extract_content(root).text.endswith(f"{STORY[-1]} {STORY[-1]}")


def test_a_dateline_after_the_first_paragraphs_is_body():
    # a byline opens the text, so the header has ended: a press release's dateline after the
    # first paragraph, and the paragraph before it, are the article's
    story = "".join(f"<p>{p} {p}</p>" for p in STORY)
    root = lxml.html.document_fromstring(
        "<html><body><article><div>By Jane Doe</div><p>The town has a second crossing, and "
        "the traffic in the old centre should ease once the last of the works on the approach "
        "roads are done, the council said on Monday.</p><p>This is "
        f"the press release:</p><p>Luxembourg, July 1 2010</p>{story}</article></body></html>")
    text = extract_content(root).text
    assert text.startswith("The town has a second crossing") and "Luxembourg, July 1" in text


def test_a_hard_wrapped_paragraph_naming_a_date_keeps_its_lines():
    lines = ["Minutes of the council meeting held on 12 March 2001,",
             "where the members of the planning board before April 1st 2000 when the old",
             "bridge was closed to heavy traffic discussed its future at length and agreed"]
    body = "<br>".join(lines * 3)
    root = lxml.html.document_fromstring(
        f"<html><body><div><h1>Council minutes</h1><p>{body}</p>"
        f"{''.join(f'<p>{p}</p>' for p in STORY)}</div></body></html>")
    text = extract_content(root).text
    assert all(line in text for line in lines)



def test_a_short_interview_in_a_definition_list_is_kept_whole():
    # an intro paragraph, then a question and its answer as <dt> and <dd>: the answer holds
    # most of the text and the descent steps into it; the term beside it, and the paragraphs
    # before the list, are the same running text
    intro = "Eloise was taken to the county hospital on a Sunday after she swallowed the pills."
    question = ("The drug was in her system and there was no cure, two tablets were a lethal dose,"
                " her mother said in a statement.")
    answer = ("As she got worse, the staff in the emergency room did all they could to help her. "
              "As the drug kicked in and made her body burn, they fought a losing battle, and she "
              "died that night.")
    root = lxml.html.document_fromstring(
        '<html><body><nav><a href="/">Home</a> <a href="/n">News</a></nav><article><header>'
        '<h1>Student dies after pills</h1><div class="byline"><a href="/a/sam">Sam Okafor</a> '
        '<time>November 7, 2023</time></div></header><div class="share"><a href="#">Facebook'
        f'</a> <a href="#">Email</a></div><div class="body"><p class="intro">{intro}</p><dl>'
        f'<dt class="q"><strong>Q:</strong> {question}</dt><dd class="a"><p><strong>A:</strong> '
        f"{answer}</p></dd></dl></div></article><footer><p>About us, jobs and the contact page"
        " of the paper.</p></footer></body></html>")
    text = extract_content(root).text
    assert text == f"{intro}\nQ: {question}\nA: {answer}"


def test_a_question_written_around_its_list_keeps_its_own_text():
    # the question is loose text in its <dt>, the list it asks about inside it holds most of the
    # text: the descent steps into the list, and the term's own running text around it is the
    # block (not the list alone)
    intro = "We all buy things from time to time that we do not really need, and that is fine."
    question = ("Stores employ all kinds of tricks to get you to part with your cash, and your "
                "brain plays right along with them. Here are the biggest ones to look out for:")
    items = [f"<li><strong>{name}:</strong> {text}</li>" for name, text in (
        ("Colour", "Stores use colour to make products attractive and eye-catching, and they "
                   "also use it on price labels to make a price look lower than it is."),
        ("Music", "Slow music makes people walk more slowly through the aisles, so they see "
                  "more of the shelves and put more into the basket before they leave."),
        ("Smell", "The smell of fresh bread near the entrance makes shoppers hungry, and hungry "
                  "shoppers buy more of everything, not only bread and cakes."))]
    root = lxml.html.document_fromstring(
        '<html><body><nav><a href="/">Home</a> <a href="/n">News</a></nav><article><h1>Stop '
        f'buying</h1><div class="body"><p>{intro}</p><dl class="qa"><dt><strong>Q:</strong> '
        f'{question}<ul>{"".join(items)}</ul></dt></dl></div></article><footer><p>About us, jobs'
        " and the contact page of the paper.</p></footer></body></html>")
    text = extract_content(root).text
    assert question in text and "Stores use colour" in text and "fresh bread" in text
