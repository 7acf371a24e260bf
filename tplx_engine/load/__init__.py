"""Loading a crawl (SPEC §1): a folder -> pages -> decoded documents -> tag sequences.

Takes a crawl folder; gives ``model.PageFile`` values (the listing), ``model.RawPage`` and lxml
documents (``read.load_page``, the one way to read and parse a page, with one error contract),
a ``model.Decision`` per page (error and list pages are filtered) and the page's simplified tag
sequence (``model.TagSequence``), which ``repeats`` merges.

crawl.py         the page files under a folder, what was skipped and why
warc.py          web archives: the page records of a WARC file, one record read by its offset
read.py          one page: bytes -> decoded text -> lxml document; URL recovery
encoding.py      byte sniffing and charset decoding
filters.py       error pages and list pages, each decision with its reason
visible.py       which text is visible, to whom: the hidden tags and tests every stage uses
simplify.py      the tokeniser: tags dropped or unwrapped; tokens with DOM nodes and texts
scan.py          the tokeniser's compiled twin, with the filter's link counts, in one scan
scan_kernels.py  its numba kernel

docs/preprocessing.md and docs/filters.md explain the choices and the measured speed.
"""
