"""The finite-difference check: an elementwise tolerance with a relative and an absolute part, so a
wrong gradient fails whatever the size of f, a progress report, and a budget that can stop it."""

import math

import numpy as np
import pytest

from gradwalk.core.engine.fdcheck import InputCheck
from gradwalk.core.engine import Budget, Tensor, Var, WorkCancelled, finite_difference_check

SCALES = [10.0**k for k in range(-8, 9)]


def _report(f, x, **kw):
    return finite_difference_check(f, [Var(x, dtype="f64")], **kw)


@pytest.mark.parametrize("scale", SCALES)
def test_a_gradient_wrong_by_half_fails_at_every_scale(scale):
    # backward sees only the second factor of x.detach() * x: 3s where the slope is 6s
    report = _report(lambda x: x.detach().mul(x).affine(scale, 0.0), 3.0)
    (check,) = report.inputs
    assert check.analytic[()] == pytest.approx(3 * scale) and check.numeric[()] == pytest.approx(6 * scale)
    assert not report.passed()


@pytest.mark.parametrize("scale", SCALES)
@pytest.mark.parametrize("a, b", [(1.2, -0.2), (1.0, 0.25)])  # backward 10% above, 10% below the slope
def test_a_gradient_wrong_by_ten_percent_fails_at_every_scale(scale, a, b):
    # f = s·(a·x² + b·x.detach()·x): slope s·(2a + 2b)·x, backward s·(2a + b)·x
    report = _report(lambda x: x.sqr().affine(a, 0.0).add(x.detach().mul(x).affine(b, 0.0)).affine(scale, 0.0), 3.0)
    (check,) = report.inputs
    assert abs(check.analytic[()] / check.numeric[()] - 1) == pytest.approx(0.1, rel=1e-6)
    assert not report.passed()


@pytest.mark.parametrize("scale", SCALES)
def test_correct_gradients_pass_at_every_scale(scale):
    values = np.array([0.5, -1.5, 2.0, 0.0])  # at 0 the slope of w³ is 0: the absolute part's case
    report = _report(lambda w: w.sqr().mul(w).sum_all().add(w.tanh().sum_all()).affine(scale, 0.0), values)
    (check,) = report.inputs
    np.testing.assert_allclose(check.analytic, scale * (3 * values**2 + 1 - np.tanh(values) ** 2))
    assert report.passed()


def test_the_absolute_part_grows_with_f_so_a_large_f_near_its_minimum_still_passes():
    # f = (x - 3)² + 1e6 at x = 3 + 1e-9: the slope 2e-9 is far below what rounding 1e6 fakes
    # (about 1e-10 / 2e-6); with a fixed atol alone, the correct gradient would fail.
    report = _report(lambda x: x.affine(1.0, -3.0).sqr().affine(1.0, 1e6), 3.0 + 1e-9)
    (check,) = report.inputs
    assert check.max_gap > 1e-10  # noise, not a wrong gradient
    assert check.rounding >= 8 * np.finfo(np.float64).eps * 1e6 / 1e-6
    assert report.passed()
    bare = InputCheck(check.index, check.analytic, check.numeric, check.max_gap, True)  # no rounding part
    assert not bare.within(1e-10, 1e-6)


def test_elements_are_compared_one_by_one():
    # element 0 has slope 2000 and a correct gradient; element 1 has slope 2e-3 and backward gives
    # half of it. Measured against the largest slope the gap of 1e-3 would look like 5e-7.
    c, d = Tensor([1e3, 0.0], dtype="f64"), Tensor([0.0, 1e-3], dtype="f64")
    report = _report(lambda w: w.sqr().mul(c).sum_all().add(w.detach().mul(w).mul(d).sum_all()), [1.0, 1.0])
    (check,) = report.inputs
    assert check.max_gap / np.max(np.abs(check.numeric)) < 1e-6
    assert not report.passed()
    np.testing.assert_allclose(check.numeric, [2e3, 2e-3], rtol=1e-4)  # f of 1e3 rounds


def test_worst_gives_the_gap_and_what_was_allowed_at_the_element_closest_to_failing():
    report = _report(lambda w: w.detach().mul(w).sum_all(), [1.0, 10.0])
    (check,) = report.inputs
    gap, allowed = check.worst(0.0, 0.1)
    assert gap == pytest.approx(10.0) and allowed == pytest.approx(0.1 * 20 + check.rounding)
    nan = _report(lambda w: w.sqrt().sum_all(), [-1.0, 4.0]).inputs[0]
    assert math.isnan(nan.worst(1e-10, 1e-6)[0]) and not nan.within(1e-10, 1e-6)


def test_progress_counts_the_elements_of_the_float_inputs():
    calls = []
    a, b, k = Var([1.0, 2.0, 3.0], dtype="f64"), Var([[1.0, 2.0]], dtype="f64"), Var([1, 2], dtype="u32")
    finite_difference_check(lambda a, b, k: a.sum_all().add(b.sum_all()).add(k.to_dtype("f64").sum_all()),
                            [a, b, k], progress=lambda done, total: calls.append((done, total)))
    assert calls == [(done, 5) for done in range(1, 6)]


def test_a_budget_stops_the_check_between_elements():
    calls = []
    with Budget(what="the check") as budget:
        def progress(done, total):
            calls.append(done)
            budget.cancel()

        with pytest.raises(WorkCancelled):
            finite_difference_check(lambda w: w.sqr().sum_all(), [Var(np.ones(50), dtype="f64")],
                                    progress=progress)
    assert calls == [1]
