"""What the analyst reads when something goes wrong (tplx_gui/messages.py, no Qt): titles and
texts per error type, tracebacks for bugs only."""

from tplx_engine.errors import Cancelled, PageError, ProjectError, TplxError
from tplx_gui.messages import describe


def test_messages_are_readable_and_only_bugs_carry_tracebacks():
    m = describe(ProjectError("x.tplx: written by a newer tplx"), "Opening the project")
    assert m.title == "Cannot use the project file" and "newer" in m.text and not m.details
    m = describe(PageError("a.html", "binary content"))
    assert m.text == "a.html: binary content"
    try:
        try:
            raise OSError(28, "No space left on device")
        except OSError as exc:
            raise TplxError("cannot save the project") from exc
    except TplxError as exc:
        m = describe(exc, "Saving")
    assert "No space left" in m.text and m.title == "Saving failed"
    assert describe(Cancelled("x")).severity == "info"
    assert describe(FileNotFoundError(2, "nope", "/x")).text.endswith("/x")
    try:
        {}["missing"]
    except KeyError as exc:
        m = describe(exc, "Clustering")
    assert "internal error" in m.title and "KeyError" in m.text and "Traceback" in m.details
