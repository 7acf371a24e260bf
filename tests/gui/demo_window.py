"""What the labelling tests read of the demo project and the window: stored labels, the cluster of a
demo site, the headline among a page's texts."""

from tplx_engine.jobs.stored import load_labels
from tplx_engine.store.project import Project


def stored_labels(path) -> list:
    """The labels saved in the project file at ``path``."""
    with Project(path) as project:
        return [label for _, label in load_labels(project)]


def cluster_of(session, host: str) -> int:
    """The first cluster of the current cut whose medoid is a page of ``host``."""
    for label in range(session.cut.n_clusters):
        if host in session.page_url(int(session.cut.medoids[label])):
            return label
    raise AssertionError(f"the demo has a {host} cluster")


def headline_index(page) -> int:
    """The index of the page view's first <h1> text (a news article's title)."""
    return next(i for i, t in enumerate(page.texts) if t.tag == "h1")
