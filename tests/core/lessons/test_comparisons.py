"""The runner's comparisons that can fail (agree, below, fd_check, refuse_set): nan, infinities,
shapes, nothing to compare, and tolerances that are no numbers.
"""

from __future__ import annotations

import numpy as np
import pytest

from gradwalk.core.lessons.runner import run_section
from gradwalk.core.lessons import LessonError
from gradwalk.core.engine.tensor import Var
from tests.core.lessons.lesson_helpers import section

pytestmark = pytest.mark.usefixtures("isolated")  # no data folder of the machine's user


# --- comparisons that can fail: nan, shapes, nothing to compare ---------------------------------------

COMPARED = {
    "code": "a = tensor([1.0, 1.0], dtype='f64')\n"
            "zero = tensor([0.0, 0.0], dtype='f64')\n"
            "nan = zero / zero\n"
            "inf = a / zero\n"
            "one = tensor([1.0], dtype='f64')\n"
            "column = tensor([[1.0], [1.0]], dtype='f64')\n"
            "empty = tensor([], dtype='f64')\n"
            "x = var([1.0, 2.0], dtype='f64')\n"
            "stopped = x.detach().sum_all()",
}


def compared(*steps):
    result = run_section(section(COMPARED, {"grads": {"of": "stopped", "bind": {"x": "none"}}}, *steps), {})
    return {f.name: (f.value, f.details) for f in result.figures}


def test_nan_agrees_with_nothing_not_even_nan():
    figures = compared(
        {"figure": "nan_a", "agree": {"a": "nan", "b": "a", "tol": 1e9}},
        {"figure": "a_nan", "agree": {"a": "a", "b": "nan", "tol": 1e9}},
        {"figure": "nan_nan", "agree": {"a": "nan", "b": "nan", "tol": 1e9}},
    )
    assert figures["nan_a"] == (False, ["  nan holds nan, which agrees with nothing"])
    assert figures["a_nan"] == (False, ["  nan holds nan, which agrees with nothing"])
    assert figures["nan_nan"][0] is False


def test_values_of_different_shapes_never_agree():
    figures = compared(
        {"figure": "a_one", "agree": {"a": "a", "b": "one", "tol": 1e-9}},  # [1, 1] and [1]
        {"figure": "a_column", "agree": {"a": "a", "b": "column", "tol": 1e-9}},  # [1, 1] and [[1], [1]]
        {"figure": "a_a", "agree": {"a": "a", "b": "a", "tol": 0}},
    )
    assert figures["a_one"] == (False, [
        "  a has shape [2] and one shape [1]: values of different shapes never agree"])
    assert figures["a_column"][0] is False and "different shapes" in figures["a_column"][1][0]
    assert figures["a_a"] == (True, [])


def test_agree_with_infinities_and_a_gap():
    figures = compared(
        {"figure": "inf_inf", "agree": {"a": "inf", "b": "inf", "tol": 0}},
        {"figure": "inf_a", "agree": {"a": "inf", "b": "a", "tol": 1e300}},
        {"figure": "gap", "agree": {"a": ["a", "x"], "b": ["a", "a"], "tol": 0.5}},
        {"figure": "none_a", "agree": {"a": "none", "b": "a", "tol": 1e9}},
        {"figure": "none_none", "agree": {"a": "none", "b": "none", "tol": 0}},
    )
    assert figures["inf_inf"] == (True, [])  # equal values, infinities included, agree
    assert figures["inf_a"] == (False, ["  inf and a differ by up to inf, more than 1e+300"])
    assert figures["gap"] == (False, ["  x and a differ by up to 1, more than 0.5"])
    assert figures["none_a"] == (False, ["  none is None (no gradient) and a is not"])
    assert figures["none_none"] == (True, [])


def test_below_is_false_for_nan_for_nothing_and_for_no_gradient():
    figures = compared(
        {"figure": "nan", "below": {"of": "nan", "limit": 1e300}},
        {"figure": "empty", "below": {"of": ["a", "empty"], "limit": 5}},
        {"figure": "none", "below": {"of": "none", "limit": 5}},
        {"figure": "inf", "below": {"of": "inf", "limit": 1e300}},
        {"figure": "ok", "below": {"of": ["a", "one"], "limit": 1.5}},
    )
    assert figures["nan"] == (False, ["  nan holds nan, which is below no limit"])
    assert figures["empty"] == (False, ["  empty holds no numbers: there is nothing to compare"])
    assert figures["none"] == (False, ["  none is None (no gradient): there is nothing to compare"])
    assert figures["inf"] == (False, ["  inf reaches inf, not below 1e+300"])
    assert figures["ok"] == (True, [])


@pytest.mark.parametrize("number", [float("nan"), float("inf"), -1e-9])
@pytest.mark.parametrize("key, step", [
    ("tol", {"figure": "f", "agree": {"a": "none", "b": "none"}}),
    ("limit", {"figure": "f", "below": {"of": "a"}}),
    ("below", {"figure": "f", "fd_check": {"f": "out = x.sqr().sum_all()", "wrt": ["x"]}}),
])
def test_a_tolerance_that_is_nan_inf_or_negative_is_refused(key, step, number):
    # nan would fail every check, inf pass every one, a negative one fail every one
    kind = next(k for k in step if k != "figure")
    step = {**step, kind: {**step[kind], key: number}}
    with pytest.raises(LessonError, match=rf"'{key}' must be a finite number of at least 0, not {number!r}"):
        compared(step)


def test_fd_check_with_nothing_to_check_is_false():
    result = run_section(section(
        {"code": "k = var([1, 2], dtype='u32')"},
        {"figure": "ok", "fd_check": {"f": "out = k.to_dtype('f64').sum_all()", "wrt": ["k"], "below": 1}},
    ), {})
    figure = result.figures[0]
    assert figure.value is False
    assert figure.details == ["  no floating-point input among k: nothing was checked"]


def test_fd_check_is_false_when_a_later_input_has_a_nan_gap():
    # At b = 0, d sqrt(b)/db is inf and the finite difference nan (sqrt(-eps)); a's gap is tiny.
    result = run_section(section(
        {"code": "a = var([0.5], dtype='f64')\nb = var([0.0], dtype='f64')"},
        {"figure": "ok", "fd_check": {"f": "out = a.sqr().sum_all() + b.sqrt().sum_all()",
                                      "wrt": ["a", "b"], "below": 1e-6}},
    ), {})
    figure = result.figures[0]
    assert figure.value is False
    assert figure.details[-1] == "  largest gap: nan"


def test_refuse_set_of_a_variable_holding_nan_sees_it_unchanged():
    env = {"p": Var([np.nan, 1.0], dtype="f64")}
    result = run_section(section(
        {"figure": "r", "refuse_set": {"var": "p", "value": "tensor([1.0, 2.0, 3.0], dtype='f64')",
                                       "error": "ShapeError"}},
    ), env)
    assert result.figures[0].value is True


def test_agree_needs_lists_of_the_same_length():
    with pytest.raises(ValueError):
        run_section(section(
            {"code": "a = tensor(1.0)\nb = tensor(1.0)"},
            {"figure": "x", "agree": {"a": ["a", "b"], "b": ["a"], "tol": 1}},
        ), {})
