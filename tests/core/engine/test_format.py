"""Numbers as the transcript prints them."""

import numpy as np
import pytest

from gradwalk.core import Tensor
from gradwalk.core.engine.format import clip, format_number, format_tensor, format_values, value_rows


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


def test_a_picture_shows_small_tensors_whole_and_big_ones_by_their_start():
    assert value_rows(np.float64(2.5)) == ["2.5"]
    assert value_rows(np.arange(8.0)) == ["[0, 1, 2, 3, 4, 5, 6, 7]"]  # eight: whole
    assert value_rows(np.arange(6.0).reshape(2, 3)) == ["[[0, 1, 2]", " [3, 4, 5]]"]  # a row a line
    assert value_rows(np.arange(3.0).reshape(1, 3)) == ["[[0, 1, 2]]"]
    assert value_rows(np.arange(9.0)) == ["[0, 1, … (7 more)]"]
    assert value_rows(np.arange(9.0), say_more=False) == ["[0, 1, …]"]
    assert value_rows(np.array([0.5, 1.25]), number=lambda v: f"<{v}>") == ["[<0.5>, <1.25>]"]


def test_clip_keeps_short_texts_and_cuts_long_ones_to_the_limit():
    assert clip("sqr(x)", 6) == "sqr(x)"
    assert clip("add(sqr(x), x)", 6) == "add(s…" and len(clip("a" * 100)) == 60


@pytest.mark.parametrize(("name", "read"), [("x", "x"), ("log(p)", "log(p)"), ("mul(y, log(p))", "mul(y, log(p))"),
                                            ("-p + 1", "(-p + 1)"), ("3·x", "(3·x)"), ("x @ w", "(x @ w)")])
def test_an_expression_after_d_is_bracketed_and_a_name_is_not(name, read):
    from gradwalk.core.engine import as_operand
    assert as_operand(name) == read
