"""The work behind the Jacobian view: the editor's program run, the result's Jacobian built one
timed sweep at a time, or one sentence saying why it cannot be."""

import importlib

import numpy as np
import pytest

from gradwalk.app.session.forward.jacobian_build import build_jacobian
from gradwalk.app.session.drawn_graph import element_labels
from gradwalk.core.engine import jacobian
from gradwalk.core.engine.jacobian import jacobian_limit_problem
from gradwalk.core.expr import Program

# the module, where the package's `jacobian` is the function
engine_jacobian = importlib.import_module("gradwalk.core.engine.jacobian")

TEXT = 'x = var([0.5, -1.0, 2.0], dtype="f64")\nb = var(0.3, dtype="f64")\ny = (x * 2.0).tanh().broadcast_mul(b)'


def test_labels_name_every_element():
    assert element_labels("y", ()) == ["y"]
    assert element_labels("x", (3,)) == ["x[0]", "x[1]", "x[2]"]
    assert element_labels("W", (2, 2)) == ["W[0,0]", "W[0,1]", "W[1,0]", "W[1,1]"]


@pytest.mark.parametrize("mode, sweeps", [("forward", 4), ("reverse", 3)])
def test_each_mode_builds_the_engines_jacobian_in_its_own_count_of_sweeps(mode, sweeps):
    reported = []
    build = build_jacobian(TEXT, {}, "y", mode, lambda done, total: reported.append((done, total)))
    assert not build.problem
    assert build.rows == ("y[0]", "y[1]", "y[2]") and build.columns == ("x[0]", "x[1]", "x[2]", "b")
    assert len(build.lines) == len(build.seconds) == sweeps
    assert all(s >= 0 for s in build.seconds) and build.total_seconds == pytest.approx(sum(build.seconds))
    assert reported[-1] == (sweeps, sweeps)
    values = Program(TEXT).run({})
    expected, _ = jacobian(values["y"], [values["x"], values["b"]])
    np.testing.assert_allclose(build.matrix(), expected, rtol=1e-15)


def test_the_last_result_is_built_when_none_is_named():
    build = build_jacobian(TEXT + "\nz = y.sum_all()", {}, None, "reverse")
    assert build.rows == ("z",) and len(build.lines) == 1


@pytest.mark.parametrize("text, words", [
    ("k = tensor([1, 2])\nm = k * 2", "no floating-point variable"),
    ("", "assigns nothing"),
    ("x = var(2.0)\ny = x.sqrr()", "sqrr"),
    ('x = var([1.0, 2.0], dtype="f64")\ny = x.round()', None),  # a Jacobian of zeros: no problem
])
def test_a_jacobian_that_cannot_be_built_is_one_sentence(text, words):
    build = build_jacobian(text, {}, None, "forward")
    if words is None:
        assert not build.problem and np.all(build.matrix() == 0)
    else:
        assert words in build.problem and build.lines == ()


def test_a_jacobian_too_big_to_hold_is_refused_before_any_sweep(monkeypatch):
    monkeypatch.setattr(engine_jacobian, "MOST_ELEMENTS", 8)
    build = build_jacobian(TEXT, {}, "y", "reverse")
    assert "3 × 4 elements, more than 8" in build.problem and build.lines == ()


def test_a_jacobian_whose_sweeps_would_never_end_is_refused_in_the_engines_words():
    # a million forward sweeps over a million elements: refused before the first, as the runner does
    text = 'x = var(zeros(1000000), dtype="f64")\ny = x.sum_all()'
    build = build_jacobian(text, {}, "y", "forward")
    values = Program(text).run({})
    assert build.lines == ()
    assert build.problem == jacobian_limit_problem(values["y"], [values["x"]], "forward", "y")
    assert "1,000,000 forward sweeps" in build.problem
    assert not build_jacobian(text, {}, "y", "reverse").problem  # one backward sweep


def test_the_jacobian_of_a_gradients_graph_is_the_hessian():
    # Graph of: dloss/dw, then Build the Jacobian: H, for loss = Σw³ + (Σw)², is diag(6w) + 2
    text = 'w = var([1.0, -2.0, 0.5], dtype="f64")\nloss = (w * w * w).sum_all() + w.sum_all().sqr()'
    w = np.array([1.0, -2.0, 0.5])
    for mode in ("forward", "reverse"):
        build = build_jacobian(text, {}, "loss", mode, gradient_of="w")
        assert not build.problem and build.rows == ("dloss/dw[0]", "dloss/dw[1]", "dloss/dw[2]")
        np.testing.assert_allclose(build.matrix(), np.diag(6 * w) + 2, rtol=1e-12)
    build = build_jacobian(text + '\nc = var(1.0, dtype="f64")', {}, "loss", "forward", gradient_of="c")
    assert "does not depend on c" in build.problem


@pytest.mark.parametrize("text, words", [
    ('x = var(zeros((0,), dtype="f64"))\ny = x.sum_all()', "have no elements: its Jacobian has no columns"),
    ('x = var(zeros((0,), dtype="f64"))\ny = x * 2', "y has no elements: its Jacobian has no rows"),
])
def test_a_jacobian_with_no_elements_is_one_sentence(text, words):
    for mode in ("forward", "reverse"):
        assert words in build_jacobian(text, {}, "y", mode).problem
