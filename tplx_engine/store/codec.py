"""The one blob codec of the project file: named numpy arrays <-> bytes.

Every BLOB column holds ``pack({name: array, ...})``: page sequences, merge trees, distances,
cuts, FPC features, pooled pages. Layout (little-endian)::

    b"TPXA" u8 version u8 count
    per array: u8 name length, name (ASCII), u8 dtype length, dtype (numpy str, e.g. "<i8"),
               u8 ndim, ndim x u64 shape, then padding to 8 bytes, then the data (C order)

It is read with ``np.frombuffer`` (no parsing per element, no pickle), and every array comes
back as a writable copy (stored little-endian: the machines tplx runs on). Projects of schema 5 and earlier used four
different layouts; ``schema.py``'s migration 6 rewrites them into this one.
"""

from __future__ import annotations

import functools
import math
import struct
from collections.abc import Mapping

import numpy as np

from ..errors import ProjectError

MAGIC = b"TPXA"
VERSION = 1
_HEAD = struct.Struct("<4sBB")


def pack(arrays: Mapping[str, np.ndarray]) -> bytes:
    parts = [_HEAD.pack(MAGIC, VERSION, len(arrays))]
    size = _HEAD.size
    for name, array in arrays.items():
        array = np.asarray(array)
        if not array.flags.c_contiguous:
            array = np.ascontiguousarray(array)
        dtype = array.dtype.newbyteorder("<") if array.dtype.byteorder == ">" else array.dtype
        array = array.astype(dtype, copy=False)
        name_b, dtype_b = name.encode("ascii"), dtype.str.encode("ascii")
        head = (struct.pack("<B", len(name_b)) + name_b + struct.pack("<B", len(dtype_b))
                + dtype_b + struct.pack(f"<B{array.ndim}Q", array.ndim, *array.shape))
        size += len(head)
        pad = -size % 8
        parts += [head, b"\0" * pad, array.tobytes()]
        size += pad + array.nbytes
    return b"".join(parts)


def unpack(blob: bytes) -> dict[str, np.ndarray]:
    try:
        magic, version, count = _HEAD.unpack_from(blob, 0)
    except struct.error as exc:
        raise ProjectError(f"damaged data in the project file ({exc})") from exc
    if magic != MAGIC or version != VERSION:
        raise ProjectError("data in the project file is not in tplx's array format "
                           f"(starts with {bytes(blob[:6])!r})")
    pos = _HEAD.size
    out = {}
    try:
        for _ in range(count):
            end = pos + 1 + blob[pos]
            name = blob[pos + 1:end].decode("ascii")
            pos = end + 1 + blob[end]
            dtype = _dtype(blob[end + 1:pos])
            ndim = blob[pos]
            shape = struct.unpack_from(_SHAPES[ndim], blob, pos + 1)
            pos += 1 + 8 * ndim
            pos += -pos % 8
            n = math.prod(shape)
            array = np.frombuffer(blob, dtype=dtype, count=n, offset=pos)
            out[name] = (array.reshape(shape) if ndim != 1 else array).copy()
            pos += n * dtype.itemsize
    except (IndexError, ValueError, TypeError, struct.error) as exc:
        raise ProjectError(f"damaged data in the project file ({exc})") from exc
    return out


_SHAPES = [f"<{n}Q" for n in range(33)]


@functools.lru_cache(maxsize=64)
def _dtype(code: bytes) -> np.dtype:
    return np.dtype(code.decode("ascii"))
