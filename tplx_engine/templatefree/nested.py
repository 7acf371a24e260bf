"""Replies nested inside the posts they answer (threaded comments, issue 13).

WordPress, Disqus and the threaded views of many forums write a reply inside the post it
answers (``li.comment > ul.children > li.comment``). PEAN's posts' parent then holds the
top-level posts only, and each of them holds its whole sub-thread: half the posts or fewer
were found, and a post's text ran on into its replies. A reply is a copy of the post
template, so inside each post found, every element of a post's shape (tag and first class
name, ``post_parts.step_key``; a shape without a class name is page layout, tables in
tables) that holds an anchor and a message of its own, and is alike to the post
(``post_parts.alike``), is a post too, at any depth. Each post's message, date
and text then leave out the replies inside it.
"""

from __future__ import annotations

from .flatview import FlatView
from .post_parts import alike, step_key

MIN_REPLY_CHARS = 1  # a reply holds a message of its own, however short ("Same here.")


def nested_posts(view: FlatView, spans: list[list[int]], pivots: list[int],
                 weight: list[int]) -> tuple[list[list[int]], list[int]]:
    """(every post in document order: the posts of ``spans`` and the replies inside them,
    each reply a span of its own; the replies' elements). ``pivots``: anchors per subtree;
    ``weight``: message text per subtree."""
    shapes = {step_key(view, nodes[0]): nodes[0] for nodes in spans
              if step_key(view, nodes[0])[1]}
    replies: list[int] = []
    for nodes in spans:
        for n in nodes:
            for d in range(n + 1, view.end[n]):
                like = shapes.get(step_key(view, d)) if pivots[d] else None
                if like is not None and weight[d] >= MIN_REPLY_CHARS and alike(view, like, d):
                    replies.append(d)
    if not replies:
        return spans, []
    posts = sorted([*spans, *([r] for r in replies)], key=lambda nodes: nodes[0])
    return posts, replies


def own_weights(view: FlatView, weight: list[int], replies: list[int]) -> list[int]:
    """``weight`` without the replies' text in the elements around them (a post's message is
    its own; the innermost replies are taken out first)."""
    if not replies:
        return weight
    own = list(weight)
    for r in sorted(replies, reverse=True):
        i = view.parent[r]
        while i >= 0:
            own[i] -= own[r]
            i = view.parent[i]
    return own
