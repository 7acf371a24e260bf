"""Engine work as the runner runs it: ``task(reporter) -> result`` functions, and the values
they return. No Qt here; the only GUI code that imports the project store or the engine's jobs.

Each task opens its own ``store.Project`` per call (sqlite connections belong to the thread
that opened them; the GUI thread has none) and closes it when done, so a cancelled task leaves
exactly what the engine saved before its ``Cancelled``. Tasks that write run on the runner's
serial writer; the others may run side by side.

project.py      opening a project, loading a crawl, the Problems and Pool rows, project paths
clustering.py   clustering, re-cutting, and the clustering as the views read it
book.py         templates, labels and suggestions: reading them, every label write
pages.py        a page as the page view shows it (safe rendering), suggestion marks on it
templates.py    building templates, suggesting labels, discovery, extraction and export
search.py       searching the values extractions wrote (the results view's search box)
archive.py      indexing a WARC crawl's resources for the rendered page view (in a worker)
process.py      ``in_worker_process``: a task whose work runs in a child process (the long
                engine stages: loading a crawl, clustering, build, suggest, discover, export)
"""

from __future__ import annotations

from collections.abc import Callable

from tplx_engine.progress import Reporter

Task = Callable[[Reporter], object]
