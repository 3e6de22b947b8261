"""A Jacobian past the limits is refused from the shapes and the graph, before its matrix is made or
its first sweep runs; one within them (lesson 6's 10,000-parameter loss, both ways) is built."""

import sys

import numpy as np
import pytest

from gradwalk.core.engine import ShapeError, Var, jacobian, jacobian_sweeps
from gradwalk.core.engine.jacobian import MOST_SWEEP_WORK, graph_pass_work, jacobian_limit_problem

ENGINE_JACOBIAN = sys.modules["gradwalk.core.engine.jacobian"]  # the package's `jacobian` is the function


def test_a_jacobian_of_too_many_elements_is_refused_before_its_matrix_is_made(monkeypatch):
    x = Var(np.zeros(8000), dtype="f64", name="x")
    y = x * 2  # 8000 × 8000: 64 million elements, half a gigabyte
    monkeypatch.setattr(ENGINE_JACOBIAN.np, "zeros", lambda *a, **k: pytest.fail("the matrix was made"))
    for mode in ("forward", "reverse"):
        with pytest.raises(ShapeError, match="8000 × 8000 elements, more than 4,000,000"):
            jacobian(y, [x], mode)
        with pytest.raises(ShapeError, match="more than 4,000,000"):
            next(jacobian_sweeps(y, [x], mode))


def test_a_million_forward_sweeps_are_refused_and_the_one_backward_sweep_is_not():
    x = Var(np.zeros(1_000_000), dtype="f64", name="x")
    loss = x.sum_all()
    problem = jacobian_limit_problem(loss, [x], "forward")
    assert "1,000,000 forward sweeps" in problem and "reverse mode" in problem
    with pytest.raises(ShapeError, match="forward sweeps"):
        jacobian(loss, [x], "forward")
    assert jacobian_limit_problem(loss, [x], "reverse") is None
    matrix, sweeps = jacobian(loss, [x], "reverse")
    assert sweeps == 1 and matrix.shape == (1, 1_000_000)


def test_lesson_6s_ten_thousand_forward_sweeps_are_within_the_limit():
    rng = np.random.default_rng(63)
    w = Var(rng.standard_normal(10_000) * 0.01, dtype="f64", name="w")
    x = Var(rng.standard_normal(10_000), dtype="f64").detach()
    loss = ((w * x).sum_all() - 1).sqr()
    assert jacobian_limit_problem(loss, [w], "forward") is None
    tensors, elements, work = graph_pass_work(loss)
    assert (tensors, elements) == (6, 30_003) and 10_000 * work < MOST_SWEEP_WORK / 2  # room to spare


def test_the_limit_names_the_result_as_the_caller_calls_it():
    x = Var(np.zeros(3000), dtype="f64")
    problem = jacobian_limit_problem(x * 2, [x], "reverse", "dy/dx")
    assert problem.startswith("the Jacobian of dy/dx would have 3000 × 3000 elements")
