"""A tensor's values as code writes them: one number's digits everywhere, a layout for each place."""

import numpy as np
import pytest

from gradwalk.core import Tensor
from gradwalk.core.engine.format import (TOOLTIP_VALUES, badge_text, box_lines, clip, code_number,
                                         exact_number, label_text, line_text, tensor_text, tooltip_text,
                                         value_rows, values_text)


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
def test_code_number(value, text):
    assert code_number(value) == text


@pytest.mark.parametrize("value, text", [
    (0.1, "0.1"),
    (0.1 + 0.2, "0.30000000000000004"),
    (3.0, "3"),
    (-0.0, "-0"),
    (1e-300, "1e-300"),
    (1234567.0, "1234567"),
    (1e16, "1e+16"),
    (np.float32(1 / 3), "0.33333334"),  # the digits an f32 holds, not those of the f64 it widens to
    (np.float64(1 / 3), "0.3333333333333333"),
    (np.int64(-4), "-4"),
    (True, "true"),
    (float("-inf"), "-inf"),
    (float("nan"), "nan"),
])
def test_exact_number_reads_back_to_the_same_number(value, text):
    assert exact_number(value) == text
    if not isinstance(value, (bool, np.integer)) and text != "nan":
        assert type(value)(text) == value


def test_values_text_shows_a_scalar_alone_and_a_tensor_flat():
    assert values_text(np.array(2.5)) == "2.5"
    assert values_text(np.array([[1.0, 2.0], [3.0, 4.5]])) == "[1, 2, 3, 4.5]"
    assert values_text(np.arange(20.0), limit=3) == "[0, 1, 2, … (17 more)]"


def test_tensor_text_names_shape_and_dtype_or_says_a_number_and_its_dtype():
    assert tensor_text(Tensor([32, -100, 216])) == "shape [3], f32, [32, -100, 216]"
    assert tensor_text(Tensor([[0.5]], dtype="f64")) == "shape [1, 1], f64, [0.5]"
    assert tensor_text(Tensor(1 / 3)) == "0.333333 (f32)"


def test_every_place_writes_a_number_with_the_same_digits():
    third = np.float32(1 / 3)
    texts = [line_text(third), badge_text(third), label_text(third), *box_lines(third), values_text(third),
             code_number(third)]
    assert set(texts) == {"0.333333"}
    matrix = np.array([[1 / 3, 2.0], [-0.5, 1e-7]])
    assert box_lines(matrix) == ["[[0.333333, 2]", " [-0.5, 1e-7]]"]
    assert badge_text(matrix) == line_text(matrix) == "[[0.333333, 2], [-0.5, 1e-7]]"
    assert label_text(matrix) == "[[0.333333, 2]\n [-0.5, 1e-7]]"


def test_a_line_says_how_many_values_it_leaves_out_and_a_box_or_a_badge_does_not():
    assert line_text(np.arange(10.0)) == "[0, 1, … (8 more)]"
    assert box_lines(np.arange(10.0)) == ["[0, 1, …]"] and badge_text(np.arange(10.0)) == "[0, 1, …]"


def test_a_small_matrix_in_an_edges_label_is_written_a_row_a_line_and_whole():
    # a narrow label wraps each row on its own: no value of a 2 × 4 matrix is left out
    values = [[0.364985, 0.993627, 0.2279, 0.031134], [0.432892, 0.382732, 0.253028, 0.33673]]
    assert label_text(values).split("\n") == ["[[0.364985, 0.993627, 0.2279, 0.031134]",
                                              " [0.432892, 0.382732, 0.253028, 0.33673]]"]
    assert "\n" not in label_text([[1.0], [2.0], [3.0]])  # a column stays on one line
    assert label_text(list(range(20))) == "[0, 1, …]"  # a long one by its start


def test_a_tooltip_has_every_digit_and_summarises_a_big_tensor():
    assert tooltip_text(np.float64(0.1) + 0.2) == "0.30000000000000004"
    assert tooltip_text(np.array([0.1 + 0.2, 1.0])) == "[0.30000000000000004 1.                 ]"
    many = np.arange(TOOLTIP_VALUES * 5, dtype=np.float64)
    assert "..." in tooltip_text(many) and len(tooltip_text(many)) < 200 * 17
    assert "..." not in tooltip_text(many[:TOOLTIP_VALUES])  # up to the limit, every value
    # a network's weights (200 points by 8 units) make a tooltip that fits on a screen
    weights = np.linspace(-1.0, 1.0, 1600).reshape(200, 8) / 3.0
    assert "..." in tooltip_text(weights) and tooltip_text(weights).count("\n") < 30


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
