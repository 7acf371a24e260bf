"""Labels and extraction (SPEC §6): a page aligned to its template -> field values -> files.

Takes templates (``template``) and the pages to extract; gives field values per page and the
XML / JSONL / CSV writers. Nothing here reads or writes the project: ``jobs.labelling`` and
``jobs.extraction`` do.

labels.py  ``Label``: a field name on a template node or text slot; made from a node id, an
           XPath or an example value on a page (ranked candidates when ambiguous)
values.py  ``Extractor``: the nearest template (or the pool), the alignment, the labelled values
carry.py   labels carried to re-induced templates through the pages both share
export.py  streaming, atomic writers of the extracted records

docs/templates.md explains the choices.
"""
