"""The project store: one SQLite file per crawl, and the only place in tplx with SQL.

Takes and gives the engine's shared values (``model``) and plain rows; it imports no stage.
The jobs (``tplx_engine.jobs``) read what a stage needs from here and write back what it made.

project.py      ``Project``: the open file, its transactions, migrations on open, ``meta``
schema.py       every table, and the migration from each schema version to the next
codec.py        the one BLOB format: named numpy arrays
pages.py        what preprocessing decided per page, and its merged sequence
clusterings.py  clusterings (merge tree, distances or FPC model), their cuts, FPC features
templates.py    templates and members, labels, labels not carried, suggestions (JSON documents)
extraction.py   the pool of pages no template fits, extraction runs and the values they wrote
search.py       those values read back by a full-text query (FTS5, trigram tokenizer)
"""

from .project import Project, crawl_of
from .schema import SCHEMA_VERSION

__all__ = ["SCHEMA_VERSION", "Project", "crawl_of"]
