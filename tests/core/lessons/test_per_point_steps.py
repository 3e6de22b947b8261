"""The per_point step (core/lessons/runner.py): each row's own gradient, a backward pass per row,
whose mean is the batch's gradient (lesson 5's "One point through the network")."""

import numpy as np
import pytest

from gradwalk.core.lessons.loader import Section
from gradwalk.core.lessons.runner import StepError, run_section, section_lines

CODE = {"code": 'X = tensor([[1.0, 2.0], [3.0, -1.0], [0.5, 0.5]], dtype="f64")\n'
                'y = tensor([[1.0], [0.0], [1.0]], dtype="f64")\n'
                'w = var([[0.5], [-0.25]], dtype="f64")\n'
                'losses = ((X @ w) - y).sqr()\n'
                'loss = losses.mean_all()'}
X = np.array([[1.0, 2.0], [3.0, -1.0], [0.5, 0.5]])
Y = np.array([[1.0], [0.0], [1.0]])
W = np.array([[0.5], [-0.25]])


def run(*steps):
    env = {}
    return run_section(Section("p", {"en": "p"}, None, (CODE, *steps)), env), env


def test_each_rows_gradient_is_its_own_and_their_mean_is_the_batchs():
    result, env = run({"figure": "mean", "per_point": {"of": "losses", "wrt": "w", "bind": "m", "each": "g"}})
    # by hand: row i's loss (x_i·w − y_i)² has gradient 2 (x_i·w − y_i) x_i
    own = np.stack([2 * (X[i] @ W - Y[i]) * X[i].reshape(2, 1) for i in range(3)])
    np.testing.assert_allclose(env["g"].numpy(), own, rtol=1e-15)
    np.testing.assert_allclose(env["m"].numpy(), own.mean(axis=0), rtol=1e-15)
    (figure,) = result.figures
    np.testing.assert_allclose(figure.value.numpy(), own.mean(axis=0), rtol=1e-15)
    line = " ".join(section_lines(result))
    assert "3 backward passes, one per point" in line and "differs from it by at most" in line


@pytest.mark.parametrize("step, words", [
    ({"per_point": {"of": "loss", "wrt": "w"}}, r"loss must hold one loss per point"),
    ({"per_point": {"of": "X", "wrt": "w"}}, r"X must hold one loss per point"),
    ({"per_point": {"of": "losses", "wrt": "X"}}, r"X must be a floating-point variable"),
    ({"per_point": {"of": "losses", "wrt": "nothing"}}, r"uses 'nothing' before defining it"),
])
def test_a_per_point_gradient_that_cannot_be_taken_says_why(step, words):
    with pytest.raises(StepError, match=words):
        run({"figure": "bad", **step})
