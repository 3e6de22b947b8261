"""Numbers handed to the engine (core/engine/inputs.py): infinities and the largest values of a
dtype are kept, and number operands that fit are taken exactly and without a warning."""

import warnings

import numpy as np

from core import Tensor


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
