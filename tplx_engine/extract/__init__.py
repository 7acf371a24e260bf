"""Labels and extraction (SPEC §6): a page aligned to its template -> field values -> files.

Takes templates (``template``) and the pages to extract; gives field values per page and the
XML / JSONL / CSV writers. Nothing here reads or writes the project: ``jobs.labelling`` and
``jobs.extraction`` do.

labels.py  ``Label``: a field name on a template node or text slot; made from a node id, an
           XPath or an example value on a page (ranked candidates when ambiguous)
reading.py a page's visible text in reading order, cut into lines (for anchors)
anchors.py ``Anchor``: where a value is relative to a label text or a named element
choices.py the places of an example value on its page and the ways to find each
learn.py   choices tried on the cluster's pages and ranked: one label from 1..n examples
values.py  ``Extractor``: the nearest template (or the pool), the alignment, the labelled values
types.py   field types: values normalised and checked (number, price, date, identifier, url)
quality.py per template and field: fill rate, distinct values, anchor missing, type failures
carry.py   labels carried to re-induced templates through the pages both share
export.py  streaming, atomic writers of the extracted records

docs/templates.md explains the choices.
"""
