"""Numbers as the transcript prints them."""

import numpy as np
import pytest

from core import Tensor
from core.engine.format import format_number, format_tensor, format_values


@pytest.mark.parametrize("value, text", [
    (7, "7"),
    (10.0, "10"),
    (-6724.461538461538, "-6724.461538"),
    (0.0889112, "0.088911"),
    (17.384611, "17.384611"),
    (4.538046e207, "4.538e207"),  # very large: e-notation, as the lesson prints it
    (-3.46612e101, "-3.4661e101"),
    (2.04e-9, "2.04e-9"),  # very small too
    (1e-5, "1e-5"),
    (True, "true"),
    (float("inf"), "inf"),
    (float("nan"), "nan"),
    (np.float32(0.5), "0.5"),
    (np.int64(3), "3"),
])
def test_format_number(value, text):
    assert format_number(value) == text


def test_format_values_shows_a_scalar_alone_and_a_tensor_flat():
    assert format_values(np.array(2.5)) == "2.5"
    assert format_values(np.array([[1.0, 2.0], [3.0, 4.5]])) == "[1, 2, 3, 4.5]"
    assert format_values(np.arange(20.0), limit=3) == "[0, 1, 2, … (17 more)]"


def test_format_tensor_names_shape_and_dtype():
    assert format_tensor(Tensor([32, -100, 216])) == "shape [3], f32, [32, -100, 216]"
    assert format_tensor(Tensor([[0.5]], dtype="f64")) == "shape [1, 1], f64, [0.5]"
