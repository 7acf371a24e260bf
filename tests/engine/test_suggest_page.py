"""The template-free extractors' hits on one page, refined by the template (suggest/page.py): the
data heading over template text, the page date outside records, authors of records, every date
of the page as a candidate."""

from tplx_engine.extract.content import template_constants
from tplx_engine.suggest.page import DATE_CANDIDATE, DATE_PICK, page_hits
from tplx_engine.template import PageOptions, induce_template, match_page, view_of_html
from tplx_engine.templatefree import extract_posts

BLOG = """<html><head><title>{title} | Garden Notes</title></head><body>
<div id="site"><h1><a href="/">Garden Notes</a></h1></div>
<div id="main"><div class="post"><h2 class="title">{title}</h2>
<div class="meta">Posted on <span class="date">{date}</span></div>
<div class="body"><p>The tomatoes grew in the warm corner of the garden and we picked them in
the morning before the sun was high.</p><p>{body}</p></div></div>
<ol class="comments">{comments}</ol></div></body></html>"""


COMMENT = ('<li class="comment"><div class="comment-author"><cite>{who}</cite> <span>says:</span></div>'
           '<div class="when">{when}</div><div class="text">{text}</div></li>')


def blog_views():
    views = []
    for i in range(6):
        comments = "".join(COMMENT.format(who=f"Reader {k}{i}", when=f"March {10 + k}, 201{i}",
                                          text=f"Thanks for the tip number {k} of {i}.")
                           for k in range(i % 3 + 2))
        html = BLOG.format(title=f"How we grew tomato number {i} on the roof",
                           date=f"March {i + 1}, 201{i}", body=f"It was week {i} of the summer.",
                           comments=comments)
        views.append(view_of_html(html, f"p{i}.html"))
    return views


def test_title_date_and_author_use_the_template():
    views = blog_views()
    template = induce_template(views, 0, template_id="blog", cluster=0, threshold=0.5,
                               metric="elcs", options=PageOptions())
    boiler = template_constants(template)
    assert "Garden Notes" in boiler
    match = match_page(template, views[2])
    hits, _ = page_hits(match, boiler)
    by_field = {}
    for h in hits:
        by_field.setdefault(h.field, []).append(h)
    # the source rule picks the site name in <h1>: template text, so the data heading wins
    assert [h.value for h in by_field["TITLE"]] == ["How we grew tomato number 2 on the roof"]
    # the latest date is a comment's: the page date is the latest outside records
    assert [h.value for h in by_field["DATE"]] == ["March 3, 2012"]
    assert by_field["DATE"][0].prefix is None
    authors = [h.value for h in by_field.get("POST_AUTHOR", [])]
    assert authors == [f"Reader {k}2" for k in range(len(authors))] and authors
    assert all("#" in h.target for h in by_field["POST_AUTHOR"])  # the cite text, no "says:"


NEWS = """<html><head><title>{title}</title></head><body><div id="top">Daily Garden</div>
<h1>{title}</h1><p class="when">Published {date}</p>
<div class="body"><p>The tomatoes grew in the warm corner of the garden this year.</p>
<p>On {mentioned} the first ones were red and we picked them in the morning.</p></div>
{update}</body></html>"""


def news_views():
    views = []
    for i in range(6):
        update = (f"<section><span>Updated {i + 10} May 2014</span></section>" if i % 2
                  else "")
        html = NEWS.format(title=f"Tomato report number {i}", date=f"{i + 1} March 2013",
                           mentioned=f"{i + 2} June 2012", update=update)
        views.append(view_of_html(html, f"n{i}.html"))
    return views


def test_every_date_of_the_page_is_a_candidate_once_per_node():
    views = news_views()
    template = induce_template(views, 0, template_id="news", cluster=0, threshold=0.5,
                               metric="elcs", options=PageOptions())
    hits, _ = page_hits(match_page(template, views[1]), template_constants(template))
    dates = [h for h in hits if h.field == "DATE"]
    assert len({h.target for h in dates}) == len(dates)  # one hit per node
    # the source rule takes the latest date (the update); the others are candidates
    assert [h.value for h in dates if h.source == DATE_PICK] == ["11 May 2014"]
    assert {h.value for h in dates if h.source == DATE_CANDIDATE} == {"2 March 2013",
                                                                      "3 June 2012"}


STORY = """<html><head><title>{title}</title></head><body><div id="top">Daily Garden</div>
<div class="story"><h1>{title}</h1><p>By <a href="/author/jane-doe">Jane Doe</a>, {date}</p>
<div class="text"><p>The tomatoes grew in the warm corner of the garden this year, and {n} of
them were red by the end of the week.</p></div></div></body></html>"""


def kind_and_fields(page: str) -> tuple[str, set[str]]:
    """The posts extractor's anchor kind on the second of four pages made from ``page`` (a
    format string of title, n, date), and the fields page_hits gives there."""
    views = [view_of_html(page.format(title=f"Tomato report number {i}", n=i + 3,
                                      date=f"{i + 1} March 2013"), f"s{i}.html")
             for i in range(4)]
    template = induce_template(views, 0, template_id="story", cluster=0, threshold=0.5,
                               metric="elcs", options=PageOptions())
    hits, _ = page_hits(match_page(template, views[1]), template_constants(template))
    return extract_posts(views[1].root, now=None).anchor_kind, {h.field for h in hits}


def test_one_dated_message_with_an_author_link_is_no_thread_to_suggest():
    kind, fields = kind_and_fields(STORY)
    # the posts extractor reads such a page as a thread of one post (tplx posts shows it) ...
    assert kind == "single"
    # ... but suggests no POST field for it, and the article stays CONTENT
    assert not fields & {"POST", "POST_TEXT", "POST_DATE", "POST_AUTHOR"}
    assert "CONTENT" in fields


SECTIONS = """<html><head><title>{title}</title></head><body><div id="top">Daily Garden</div>
<div class="story"><h1>{title}</h1><p class="when">{date}</p><div class="text">
<div class="part">The tomatoes grew in the warm corner of the garden this year.</div>
<div class="part">By the end of week {n} most of them were red and ready to pick.</div>
<div class="part">We picked them in the morning before the sun was high enough.</div>
</div></div></body></html>"""


def test_an_article_in_repeated_boxes_stays_content():
    kind, fields = kind_and_fields(SECTIONS)
    # with no date or other post mark in them, the boxes are the posts' last resort ...
    assert kind == "records"
    # ... and the article they make up is still the page's CONTENT
    assert "CONTENT" in fields
