"""FastWARC vs warcio on the work tplx does with a WARC (docs/warc.md says which was chosen).

Three measurements per library, best of ``--repeat`` runs each:
  list    every record's type, offset, target URI and HTTP status/Content-Type (the listing)
  read    every response record's payload bytes, in file order (preprocessing)
  seek    each response record by its offset, one open + seek + read per record (page views,
          templates, extraction read pages by id)

Usage:
  .venv/bin/tplx demo /tmp/w --warc && .venv/bin/python bench/warc_readers.py /tmp/w/demo.warc.gz
  (and a larger one: tplx demo /tmp/w5k --pages 5000 --warc)
Needs both libraries in the venv (pip install fastwarc warcio); tplx itself uses only one.
"""

from __future__ import annotations

import argparse
import time


def fastwarc_list(path):
    from fastwarc.warc import ArchiveIterator

    out = []
    with open(path, "rb") as fh:
        for rec in ArchiveIterator(fh, parse_http=True, verify_digests=False):
            http = rec.http_headers
            out.append((str(rec.record_type), rec.stream_pos, rec.headers.get("WARC-Target-URI"),
                        http.status_code if http else None,
                        http.get("Content-Type") if http else None))
    return out


def fastwarc_read(path):
    from fastwarc.warc import ArchiveIterator, WarcRecordType

    total = 0
    with open(path, "rb") as fh:
        for rec in ArchiveIterator(fh, record_types=WarcRecordType.response):
            total += len(rec.reader.read())
    return total


def fastwarc_seek(path, offsets):
    from fastwarc.warc import ArchiveIterator

    total = 0
    for offset in offsets:
        with open(path, "rb") as fh:
            fh.seek(offset)
            rec = next(iter(ArchiveIterator(fh)))
            total += len(rec.reader.read())
    return total


def warcio_list(path):
    from warcio.archiveiterator import ArchiveIterator

    out = []
    with open(path, "rb") as fh:
        it = ArchiveIterator(fh)
        for rec in it:
            http = rec.http_headers
            out.append((rec.rec_type, it.get_record_offset(),
                        rec.rec_headers.get_header("WARC-Target-URI"),
                        http.get_statuscode() if http else None,
                        http.get_header("Content-Type") if http else None))
    return out


def warcio_read(path):
    from warcio.archiveiterator import ArchiveIterator

    total = 0
    with open(path, "rb") as fh:
        for rec in ArchiveIterator(fh):
            if rec.rec_type == "response":
                total += len(rec.raw_stream.read())
    return total


def warcio_seek(path, offsets):
    from warcio.archiveiterator import ArchiveIterator

    total = 0
    for offset in offsets:
        with open(path, "rb") as fh:
            fh.seek(offset)
            rec = next(iter(ArchiveIterator(fh)))
            total += len(rec.raw_stream.read())
    return total


def best(fn, *args, repeat):
    times = []
    for _ in range(repeat):
        start = time.perf_counter()
        fn(*args)
        times.append(time.perf_counter() - start)
    return min(times)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("warc")
    parser.add_argument("--repeat", type=int, default=3)
    args = parser.parse_args()
    listing = warcio_list(args.warc)
    offsets = [off for kind, off, *_ in listing if kind == "response"]
    assert [o for k, o, *_ in fastwarc_list(args.warc) if k == "response"] == offsets
    assert fastwarc_read(args.warc) == warcio_read(args.warc)
    print(f"{args.warc}: {len(listing)} records, {len(offsets)} responses")
    print(f"{'library':<10} {'list s':>8} {'read s':>8} {'seek s':>8}")
    for name, lister, reader, seeker in (("fastwarc", fastwarc_list, fastwarc_read, fastwarc_seek),
                                         ("warcio", warcio_list, warcio_read, warcio_seek)):
        print(f"{name:<10} {best(lister, args.warc, repeat=args.repeat):8.3f} "
              f"{best(reader, args.warc, repeat=args.repeat):8.3f} "
              f"{best(seeker, args.warc, offsets, repeat=args.repeat):8.3f}")


if __name__ == "__main__":
    main()
