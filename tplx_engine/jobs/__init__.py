"""The jobs: each runs one stage over a project, reading what it needs from the store and
writing back what it made. The CLI and the workbench call these, never the store directly.

preprocess.py   crawl folder -> page rows (status, reason, merged sequence)
clustering.py   page rows -> the current clustering (merge tree, distances, cut); re-cuts
fpc.py          the FPC route of clustering: page features computed once, stored
templates.py    clusters -> templates (labels carried over); the pool -> new templates
labelling.py    labels made on a template from a node, an XPath or a value; removed
suggestions.py  suggested labels: proposed, accepted, rejected, reopened
extraction.py   a crawl through the templates into an export file; the pool; a cluster's results
search.py       the values extractions wrote, searched: ranked hits with a snippet each
archive.py      a web archive crawl's resources (URL -> record) for the rendered page view
stored.py       a project's templates, labels and pages read back as the stages' values

Every job takes a ``progress.Reporter`` (progress and cancellation) where it runs long; work
across processes goes through ``parallel``.
"""
