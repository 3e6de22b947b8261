"""Numbers handed to the engine (core/engine/inputs.py): infinities and the largest values of a
dtype are kept, and number operands that fit are taken exactly and without a warning."""

import warnings

import numpy as np
import pytest

from gradwalk.core import Tensor, TensorDataError


def test_infinities_and_the_largest_values_are_kept():
    assert Tensor([np.inf, -np.inf, 65504.0], dtype="f16").to_list() == [np.inf, -np.inf, 65504.0]
    assert np.isnan(Tensor(np.nan, dtype="f16").to_scalar())


def test_number_operands_that_fit_are_taken_exactly_and_quietly():
    with warnings.catch_warnings():
        warnings.simplefilter("error")  # numpy's overflow or cast warnings would fail here
        half = Tensor([1.0], dtype="f16")
        assert (half + 65503.0).to_list() == [65504.0]
        assert half.broadcast_add(np.inf).to_list() == [np.inf]  # an explicit inf is taken as it is
        assert Tensor([1, 2], dtype="i64").broadcast_add(2.0).to_list() == [3, 4]
        assert Tensor([1, 2], dtype="u32").broadcast_add(2**32 - 3).to_list() == [2**32 - 2, 2**32 - 1]
        assert (Tensor(1.0, dtype="f64") + 2**1023).to_scalar() == float(2**1023)


# --- floats at the edges of an integer dtype's range: kept exactly inside, refused outside --------

_INTEGER_DTYPES = ["u32", "i64"]


def _edge_floats(dtype):
    """Floats at and next to both ends of `dtype`'s range, in every float type that can hold them."""
    info = np.iinfo({"u32": np.uint32, "i64": np.int64}[dtype])
    for source in (np.float16, np.float32, np.float64):
        for end in (info.min, info.max + 1):  # the first value past the top is max + 1
            with np.errstate(over="ignore"):
                edge = source(end)  # inf where the type cannot reach the end
            if not np.isfinite(edge):
                continue
            yield source, edge
            yield source, np.nextafter(edge, source(np.inf))
            yield source, np.nextafter(edge, source(-np.inf))


@pytest.mark.parametrize("dtype", _INTEGER_DTYPES)
def test_floats_at_the_edges_of_an_integer_range_are_kept_exactly_or_refused(dtype):
    info = np.iinfo({"u32": np.uint32, "i64": np.int64}[dtype])
    for source, value in _edge_floats(dtype):
        exact = int(value)  # the float's whole part, exactly, as a Python int
        fits = info.min <= exact <= info.max and float(value).is_integer()
        for make in (lambda: Tensor(np.array(value, dtype=source), dtype=dtype),
                     lambda: Tensor(np.array(value, dtype=source), dtype=_FLOAT_NAME[source]).to_dtype(dtype),
                     lambda: Tensor(float(value), dtype=dtype)):
            if fits:
                assert make().to_scalar() == exact, (source, value)
            else:
                with pytest.raises(TensorDataError):
                    make()


def test_two_to_the_63_is_refused_as_i64():
    with pytest.raises(TensorDataError, match="i64"):
        Tensor(9223372036854775807.0, dtype="i64")  # this float is 2**63
    with pytest.raises(TensorDataError, match="i64"):
        Tensor(2.0**63, dtype="f64").to_dtype("i64")


_FLOAT_NAME = {np.float16: "f16", np.float32: "f32", np.float64: "f64"}
