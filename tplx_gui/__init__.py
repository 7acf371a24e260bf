"""The tplx workbench (PySide6 + pyqtgraph). Imports the engine; the engine never imports this.

Views only ask: every view, model, plot and dialog reads the session's state, listens to its
signals and calls its methods; the session runs every engine call through the one job runner,
whose workers run Qt-free tasks on pool threads (import-linter contracts in pyproject.toml).

app.py            entry point: the application, the engine warmed up, the window
main_window.py    the window: docks, menus, status bar; wires the views to the session
window_jobs.py    what the window says when a template job ends (build, suggest, discover,
                  export) and the export dialog
actions.py        every QAction in one registry
session.py        the one door to the engine: the open project, clustering, cut, selection,
                  threshold; runs engine calls through the runner
session_jobs.py   the session's template jobs, Problems and Pool rows, pages and results asked
                  for by single views
book.py           templates, labels and suggestions as the views read them; label writes
labelling.py      the analyst's choice + a field name -> a label; every label edit as a command
commands.py       QUndoCommands whose writes the runner's serial writer makes, in order
runner.py         the job runner: Worker (superqt's signal names), one worker per slot, the
                  serial writer
tasks/            Qt-free ``task(reporter) -> result`` functions and the values they return: the
                  only GUI code that imports the store or the engine's jobs
safe_html.py      a page's tree -> inert HTML (no Qt)
messages.py       exceptions -> text for the user (no Qt)
recent.py         the recent-projects file (no Qt, no project file read)
deferred.py       coalesced refreshes of the views on later event-loop turns
screenshots.py    ``make screenshots``: the workbench on the demo crawl, offscreen
views/ models/ plots/ dialogs/   what the analyst sees: paint and ask the session
"""
