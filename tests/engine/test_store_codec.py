"""The one BLOB format of the project file: named numpy arrays round-trip exactly."""

import numpy as np
import pytest
from hypothesis import given
from hypothesis import strategies as st
from hypothesis.extra import numpy as hnp

from tplx_engine.errors import ProjectError
from tplx_engine.store import codec

DTYPES = st.sampled_from(["<i8", "<i4", "<u8", "|u1", "|b1", "<f4", "<f8", ">i4"])
ARRAYS = DTYPES.flatmap(lambda dtype: hnp.arrays(np.dtype(dtype), hnp.array_shapes(
    min_dims=0, max_dims=3, min_side=0, max_side=6)))


@given(st.dictionaries(st.from_regex(r"[a-z_]{1,12}", fullmatch=True), ARRAYS, max_size=6))
def test_arrays_round_trip_with_their_shape_and_values(arrays):
    back = codec.unpack(codec.pack(arrays))
    assert list(back) == list(arrays)
    for name, array in arrays.items():
        assert back[name].shape == array.shape
        assert back[name].dtype == array.dtype.newbyteorder("=")
        assert np.array_equal(back[name], array, equal_nan=array.dtype.kind == "f")
        assert back[name].flags.writeable and back[name].flags.c_contiguous


def test_non_contiguous_arrays_are_stored_in_c_order():
    matrix = np.arange(12).reshape(3, 4)
    back = codec.unpack(codec.pack({"t": matrix.T, "every_other": matrix[:, ::2]}))
    assert np.array_equal(back["t"], matrix.T) and np.array_equal(back["every_other"],
                                                                  matrix[:, ::2])


def test_blobs_of_another_format_or_damaged_ones_are_a_project_error():
    with pytest.raises(ProjectError, match="not in tplx's array format"):
        codec.unpack(b"PK\x03\x04 a zip")
    good = codec.pack({"tokens": np.arange(100)})
    with pytest.raises(ProjectError, match="damaged"):
        codec.unpack(good[:40])
    with pytest.raises(ProjectError, match="damaged"):
        codec.unpack(b"TP")
