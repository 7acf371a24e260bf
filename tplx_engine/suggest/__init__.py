"""Suggested labels (SPEC §0, §6, §7): the template-free extractors vote on a template's nodes.

Takes a template and sample pages of its cluster (aligned to it); gives ``model.Suggestion``
values: a field (TITLE, DATE, CONTENT, POST...) on a template node, with the share of sampled
pages that voted for it. ``jobs.suggestions`` stores them and turns accepted ones into labels.

vote.py     sample the template's pages, collect every extractor's hits, vote
page.py     one page's extractor results placed on its template (with template-aware title
            and date)
content.py  template-aware main content: constant text is boilerplate, and the content node is
            the template node found on most sampled pages

docs/suggest.md explains the choices and the measured results.
"""
