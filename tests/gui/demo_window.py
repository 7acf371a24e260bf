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


def show_shops(window, settle, demo_manifest) -> dict:
    """The shop cluster selected and shown (its medoid page); the manifest's fields per page."""
    window.session.select_cluster(cluster_of(window.session, "shop.example.com"))
    settle(window)
    return {p["path"]: p["fields"] for p in demo_manifest["pages"]}


def label_shops_publication_date(window, qtbot, settle, demo_manifest) -> dict:
    """PUBLICATION_DATE labelled by value on the shop cluster's medoid (as text); the
    manifest's fields per page."""
    truth = show_shops(window, settle, demo_manifest)
    assert window.label_by_value("PUBLICATION_DATE")
    window.value_dialog.value.setText(truth[window.page.page_id]["PUBLICATION_DATE"])
    window.value_dialog._accept()
    qtbot.waitUntil(lambda: window.value_dialog is None, timeout=30_000)
    settle(window)
    return truth


def label_news_title(window, settle) -> None:
    """The news cluster selected and its headline labelled "title" (Ctrl+L on the medoid)."""
    session = window.session
    session.select_cluster(cluster_of(session, "news.example.com"))
    settle(window)
    window.page.choose(headline_index(window.page))
    assert window.label_choice("title")
    settle(window)
