"""Suggested labels (SPEC §0, §6, §7): the template-free extractors vote on a template's nodes.

Takes a template and sample pages of its cluster (aligned to it); gives ``model.Suggestion``
values: a field (TITLE, DATE, CONTENT, POST...) on a template node, with the share of sampled
pages that voted for it. ``jobs.suggestions`` stores them and turns accepted ones into labels.

vote.py     sample the template's pages, learn their content model, collect every extractor's
            hits, vote
page.py     one page's extractor results placed on its template (with template-aware title,
            date and content)

The template-aware main content (boilerplate, learnt content node) is ``extract.content``:
extraction computes it on every page of an accepted CONTENT label.

docs/suggest.md explains the choices and the measured results.
"""
