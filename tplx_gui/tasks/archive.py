"""A web archive crawl's resources for the rendered page view (page_web.py): the index of its
WARC files built in a worker process, once per crawl, and one resource read from it when the
view asks for an image or a stylesheet the archive holds (``engine.jobs.archive``).
"""

from __future__ import annotations

from tplx_engine.errors import PageError
from tplx_engine.jobs.archive import archive_index, resource_key
from tplx_engine.load.warc import read_resource, split_record_path
from tplx_engine.progress import Reporter

from . import Task
from .process import in_worker_process

RESOURCE_LIMIT = 32 << 20  # bytes of one image or stylesheet, inflated; bigger ones are not served

ArchiveIndex = dict[str, tuple[str, int]]  # resource_key(url) -> (WARC file, record offset)


def archive_index_task(crawl) -> Task:
    """The index of the resources of ``crawl``'s WARC files (empty for a folder of pages)."""
    return in_worker_process(index_archive, crawl)


def index_archive(crawl, reporter: Reporter) -> ArchiveIndex:
    return archive_index(crawl, reporter)


def is_archived_page(page_id: str) -> bool:
    """Whether the page is a record of a WARC file (its images and styles are other records)."""
    return split_record_path(page_id) is not None


def holds(index: ArchiveIndex, url: str) -> bool:
    key = resource_key(url)
    return key is not None and key in index


def archived_resource(index: ArchiveIndex, url: str) -> tuple[bytes, str] | None:
    """(payload, Content-Type) of ``url`` as the archive holds it; None if it does not, or the
    record cannot be read (changed since indexed, damaged, over ``RESOURCE_LIMIT``)."""
    where = index.get(resource_key(url) or "")
    if where is None:
        return None
    try:
        resource = read_resource(*where, RESOURCE_LIMIT)
    except PageError:
        return None
    return resource.body, resource.content_type
